import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import { formatDate, jobStatusBadge, routes, type GetListResult, type Job, type Vehicle } from 'shared-contracts/contract';
import type { Loaded } from 'shared-contracts/data';
import { DetailCard, ErrorView, Link as RouterLink, StatusChip } from 'shared-contracts/ui';

/** How many of the vehicle's latest jobs the card lists. */
const RECENT_JOBS = 5;

/** The jobs list filtered to this vehicle (the jobs search covers the registration). */
const allJobsOf = (vehicle: Vehicle) => `${routes.jobs.list}?q=${encodeURIComponent(vehicle.registration)}`;

function JobsTable({ vehicle, jobs }: { vehicle: Vehicle; jobs: readonly Job[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Recent jobs of ${vehicle.registration}`}>
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Pickup Date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{job.id}</TableCell>
              <TableCell>{job.client_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(job.pickup_date)}</TableCell>
              <TableCell>
                <StatusChip {...jobStatusBadge(job.status)} />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={routes.jobs.detail(job.id)} aria-label={`View ${job.id}`}>
                  View
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The vehicle's latest jobs (latest pickup first), each linking to its page; an error with Retry when they cannot be read. */
export function RecentJobsCard({ vehicle, jobs }: { vehicle: Vehicle; jobs: Loaded<GetListResult<Job>> }) {
  const recent = jobs.data?.data.slice(0, RECENT_JOBS);
  return (
    <DetailCard
      title="Recent Jobs"
      icon={<ListAltOutlinedIcon />}
      action={
        <Button component={RouterLink} to={allJobsOf(vehicle)} variant="outlined" size="small">
          View All Jobs
        </Button>
      }
    >
      {jobs.status === 'error' ? (
        <ErrorView title="Recent jobs could not be loaded" message="The jobs of this vehicle are unavailable right now." onRetry={jobs.retry} />
      ) : recent === undefined ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Loading jobs...
        </Typography>
      ) : recent.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No jobs have been assigned to this vehicle yet.
        </Typography>
      ) : (
        <JobsTable vehicle={vehicle} jobs={recent} />
      )}
    </DetailCard>
  );
}
