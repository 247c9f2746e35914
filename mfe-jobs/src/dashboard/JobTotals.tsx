import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { JobStatusCounts } from '../common/jobStatusCounts';

/** "2 jobs with status active, 1 job with status on_hold" */
function describeOtherStatuses(otherStatuses: Record<string, number>): string {
  return Object.entries(otherStatuses)
    .map(([status, count]) => `${count} ${count === 1 ? 'job' : 'jobs'} with status ${status}`)
    .join(', ');
}

/** The dashboard's footer: every job, the three statuses it shows adding up to them, and the sum check. */
export function JobTotals({ totals }: { totals: JobStatusCounts }) {
  return (
    <Box
      component="section"
      aria-label="Job totals"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
        pt: 2,
      }}
    >
      <Typography variant="body2">
        Total jobs: <strong>{totals.total}</strong>
      </Typography>
      <Typography variant="body2">
        {totals.live} live + {totals.scheduled} scheduled + {totals.completed} completed ={' '}
        {totals.live + totals.scheduled + totals.completed}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: totals.balanced ? 'success.main' : 'error.main',
          fontWeight: 600,
        }}
      >
        {totals.balanced ? <CheckCircleOutlineIcon fontSize="small" aria-hidden /> : <ErrorOutlineIcon fontSize="small" aria-hidden />}
        {totals.balanced ? 'Sum check passed' : `Sum check failed: ${describeOtherStatuses(totals.otherStatuses)}`}
      </Typography>
    </Box>
  );
}
