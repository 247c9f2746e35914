import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditPage, LoadStatus } from 'shared-contracts/contract';
import { formatDateTime } from 'shared-contracts/domain';

import { changeLines, entryTitle } from './historyText';
import { RelatedRecordsCard } from './RelatedRecordsCard';

/** What the card draws: the show controllers' useHistoryController answers it. */
export interface HistoryCardProps {
  read: { status: LoadStatus; data: AuditPage | undefined; retry: () => void };
  page: number;
  older?: () => void;
  newer?: () => void;
}

const WORDS = {
  errorTitle: 'History could not be loaded',
  errorMessage: 'Who changed what of this record is unavailable right now.',
  loading: 'Loading history...',
};

/**
 * History: who changed what of the record, newest first, a page at a time (Newer, Older); loading, an error with Retry
 * and an empty state as every card of related records.
 *
 * @example <HistoryCard {...useHistoryController('jobs', job.id)} />
 */
export function HistoryCard({ read, page, older, newer }: HistoryCardProps) {
  const entries = read.data && { data: read.data.data, total: read.data.data.length };
  return (
    <RelatedRecordsCard
      title="History"
      icon={<HistoryIcon />}
      read={{ status: read.status, data: entries, retry: read.retry }}
      words={WORDS}
      empty={
        <Typography variant="body2" color="text.secondary">
          No changes have been recorded for this record yet.
        </Typography>
      }
    >
      {({ data }) => (
        <>
          <Box component="ol" aria-label="Changes, newest first" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.map((entry) => (
              <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entryTitle(entry)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Typography>
                {changeLines(entry).map((line) => (
                  <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                ))}
              </Box>
            ))}
          </Box>
          {(older || newer) && (
            <Box component="nav" aria-label="History pages" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
              <Button size="small" variant="outlined" onClick={newer} disabled={!newer}>
                Newer
              </Button>
              <Typography variant="body2" color="text.secondary">
                Page {page}
              </Typography>
              <Button size="small" variant="outlined" onClick={older} disabled={!older}>
                Older
              </Button>
            </Box>
          )}
        </>
      )}
    </RelatedRecordsCard>
  );
}
