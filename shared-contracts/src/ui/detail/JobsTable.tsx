import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { routes } from 'shared-contracts/contract';
import { formatCurrency, formatDate, jobStatusBadge } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';

export interface JobsTableProps {
  jobs: readonly Job[];
  /** The table's accessible name: "Recent jobs of AB12 CDE". */
  label: string;
  /** The first column's heading: "Job" or "Job ID". */
  idHeader: string;
  /** With a Value column: each job's total. */
  withValue?: boolean;
}

/**
 * A short table of jobs (a vehicle's or a driver's latest): id, client, pickup date, status, optionally value, and
 * View to each job's page.
 *
 * @example <JobsTable jobs={recent} label="Recent jobs" idHeader="Job ID" withValue />
 */
export function JobsTable({ jobs, label, idHeader, withValue = false }: JobsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{idHeader}</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Pickup Date</TableCell>
            <TableCell>Status</TableCell>
            {withValue && <TableCell align="right">Value</TableCell>}
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
              {withValue && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(job.total_amount)}
                </TableCell>
              )}
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
  );
}
