import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { routes } from 'shared-contracts/contract';
import { Link as RouterLink } from 'shared-contracts/ui';

/** The note over a job's invoices, linking to the job and back to every invoice. */
export function JobInvoicesNote({ jobId }: { jobId: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Showing the invoices of job{' '}
      <Link component={RouterLink} to={routes.jobs.detail(jobId)}>
        {jobId}
      </Link>
      .{' '}
      <Link component={RouterLink} to={routes.invoices.list}>
        Show all invoices
      </Link>
    </Alert>
  );
}
