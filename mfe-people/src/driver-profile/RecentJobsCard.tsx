import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { formatCurrency, formatDate, jobStatusBadge, routes } from 'shared-contracts/contract';
import { useGetList } from 'shared-contracts/data';
import { DetailCard, EmptyState, ErrorView, Link as RouterLink, LoadingView, StatusChip } from 'shared-contracts/ui';

/** How many of a driver's jobs the profile lists, latest pickup first. */
const RECENT_JOBS_SHOWN = 10;

/** Recent Jobs: the driver's latest jobs, read by the provider, each with View to its page; its own loading and error (with Retry) states. */
export function RecentJobsCard({ driverId }: { driverId: string }) {
  const jobs = useGetList('jobs', { filter: { driver_id: driverId }, sort: 'pickup_date', order: 'desc', perPage: RECENT_JOBS_SHOWN });
  const recent = jobs.data?.data ?? [];

  return (
    <DetailCard title="Recent Jobs" icon={<WorkHistoryOutlinedIcon />}>
      {jobs.status === 'error' ? (
        <ErrorView title="Jobs could not be loaded" message="This driver's jobs are unavailable right now." onRetry={jobs.retry} />
      ) : !jobs.data ? (
        <LoadingView label="Loading jobs..." />
      ) : recent.length === 0 ? (
        <EmptyState title="No jobs yet" message="This driver has not been given any jobs." />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Recent jobs">
            <TableHead>
              <TableRow>
                <TableCell>Job ID</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Pickup Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Value</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recent.map((job) => (
                <TableRow key={job.id}>
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{job.id}</TableCell>
                  <TableCell>{job.client_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(job.pickup_date)}</TableCell>
                  <TableCell>
                    <StatusChip {...jobStatusBadge(job.status)} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(job.total_amount)}
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={routes.jobs.detail(job.id)} aria-label={`View ${job.id}`} sx={{ fontWeight: 600 }}>
                      View
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailCard>
  );
}
