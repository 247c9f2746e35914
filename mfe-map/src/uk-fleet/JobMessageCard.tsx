import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { LiveJobRow } from './liveJobRows';

/** How long View & Message shows its card. */
export const MESSAGE_CARD_MS = 3000;

/** View & Message's card: the job's reference, client and progress. No message is sent. */
export function JobMessageCard({ job }: { job: LiveJobRow | null }) {
  return (
    <Box role="status" aria-live="polite">
      {job && (
        <Paper elevation={6} sx={{ p: 2, my: 2, borderLeft: 4, borderColor: 'primary.main' }}>
          <Typography sx={{ fontWeight: 700 }}>{job.id}</Typography>
          <Typography variant="body2">{job.clientName}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Progress: {job.progress}%
          </Typography>
          <LinearProgress variant="determinate" value={job.progress} aria-label={`${job.id} progress`} sx={{ mt: 0.5 }} />
        </Paper>
      )}
    </Box>
  );
}
