import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { useCan } from 'shared-contracts/data';
import { formatCurrency, jobStatusBadge } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { EmptyState, Link as RouterLink, StatusChip } from 'shared-contracts/ui';

import { type DashboardJobCard as CardSpec, EMPTY_CARD_MESSAGE } from './dashboardJobs';

interface Props {
  card: CardSpec;
  /** How many jobs have the card's status; undefined when it could not be read. */
  count: number | undefined;
  /** Its most recent jobs; undefined when they could not be read (the dashboard only logs that). */
  jobs: readonly Job[] | undefined;
}

const NO_FIGURE = '—';

function JobItem({ job }: { job: Job }) {
  const invoiceLabel = `Invoice for ${job.id}`;
  const mayReadInvoices = useCan('invoices', 'read');
  const invoiceAction = job.status === 'completed' && mayReadInvoices;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        '& .job-invoice-action': { opacity: 0, transition: 'opacity 120ms' },
        '&:hover .job-invoice-action, &:focus-within .job-invoice-action': { opacity: 1 },
        '@media (hover: none)': { '& .job-invoice-action': { opacity: 1 } },
      }}
    >
      <Box
        component={RouterLink}
        to={routes.jobs.detail(job.id)}
        sx={{
          display: 'block',
          px: 2,
          py: 1.25,
          pr: invoiceAction ? 7 : 2,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {job.id}
          </Typography>
          <StatusChip {...jobStatusBadge(job.status)} />
        </Box>
        <Typography variant="body2" noWrap>
          {job.client_name} · {job.job_type}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {job.pickup_address} → {job.delivery_address}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {job.driver_name ?? 'Unassigned'} · {job.vehicle_reg ?? 'No vehicle'}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            {formatCurrency(job.total_amount)}
          </Typography>
        </Box>
      </Box>
      {invoiceAction && (
        <Tooltip title={invoiceLabel}>
          <IconButton
            className="job-invoice-action"
            component={RouterLink}
            to={routes.invoices.forJob(job.id)}
            aria-label={invoiceLabel}
            size="small"
            sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <ReceiptLongOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** One of the dashboard's expandable job cards: title, count badge and its five most recent jobs. */
export function DashboardJobCard({ card, count, jobs }: Props) {
  const [expanded, setExpanded] = useState(true);
  const contentId = useId();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ overflow: 'hidden' }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ m: 0 }}>
        <ButtonBase
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={contentId}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            textAlign: 'left',
            gap: 1,
            p: 2,
            '&:focus-visible': { bgcolor: 'action.focus' },
          }}
        >
          <Box component="span">
            <Box component="span" sx={{ display: 'block', typography: 'h6', fontWeight: 700 }}>
              {card.title}
            </Box>
            <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
              {card.description}
            </Box>
          </Box>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="span"
              sx={{
                minWidth: 28,
                px: 1,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                typography: 'body2',
                fontWeight: 700,
                textAlign: 'center',
              }}
            >
              {count ?? NO_FIGURE}
            </Box>
            <ExpandMoreIcon aria-hidden sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
          </Box>
        </ButtonBase>
      </Typography>
      <Collapse in={expanded} id={contentId}>
        {jobs === undefined ? null : jobs.length === 0 ? (
          <EmptyState title={card.emptyTitle} message={EMPTY_CARD_MESSAGE} />
        ) : (
          <Box
            component="ul"
            aria-label={`${card.title}: most recent`}
            sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '20rem', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
          >
            {jobs.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </Box>
        )}
      </Collapse>
    </Paper>
  );
}
