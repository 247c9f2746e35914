import { formatCurrency, formatDate, type Job, jobStatusBadge, routes } from 'shared-contracts/contract';
import { StatusChip } from 'shared-contracts/ui';
import type { Theme } from '@mui/material/styles';
import { actionsColumn, gridClasses, TwoLineCell, type ListColumn } from 'shared-contracts/ui/list';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_JOB_FIELDS = ['id', 'client_name', 'pickup_address', 'pickup_date', 'driver_name', 'status', 'total_amount'] as const;

const porters = (count: number) => `${count} ${count === 1 ? 'porter' : 'porters'}`;

/** The pickup date, tagged "Today" when it is, over the pickup time. */
function Schedule({ job, today }: { job: Job; today: string }) {
  const highlighted = job.pickup_date === today;
  return (
    <TwoLineCell
      first={
        <span className={highlighted ? 'job-schedule--today' : undefined}>
          <span className="job-schedule__date">{formatDate(job.pickup_date)}</span>
          {highlighted && <span className="job-schedule__tag">Today</span>}
        </span>
      }
      second={job.pickup_time}
    />
  );
}

/**
 * The styles only this table's cells use (the shared cells' come with the list page). Text wraps (rows grow to
 * fit, at least 64 px) so all eight columns fit at 1280 px; narrower, the table scrolls sideways with the job id
 * column kept in view.
 */
export const JOB_GRID_CELL_STYLES = {
  [`& .${gridClasses.cell}[data-field="id"], & .${gridClasses.columnHeader}[data-field="id"]`]: {
    position: 'sticky',
    left: 0,
    zIndex: 3,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
  },
  // Above the other headers' resize separators (z-index 30), which would otherwise cross its title.
  [`& .${gridClasses.columnHeader}[data-field="id"]`]: { zIndex: 31 },
  [`& .${gridClasses.cell}[data-field="id"] .list-cell__first`]: { whiteSpace: 'nowrap' },
  '& .list-cell, & .list-actions, & .job-status, & .job-value': { minHeight: 64 },
  // The date stays whole; the "Today" tag goes below it when the column is narrow.
  '& .job-schedule__date': { whiteSpace: 'nowrap' },
  '& .job-schedule--today': { fontWeight: 700, color: 'primary.main' },
  '& .job-schedule__tag': { display: 'inline-block', ml: 0.75, px: 0.75, py: 0.125, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 11 },
  '& .job-status': { display: 'flex', alignItems: 'center' },
  '& .job-value': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end' },
} as const;

const statusLabel = (job: Job) => jobStatusBadge(job.status).label;

/**
 * The table's eight columns. Each shows two facts, sorts by its first and exports each to its own CSV column.
 * `today` (yyyy-mm-dd) decides which schedule dates are highlighted.
 */
export function jobColumns(today: string): ListColumn<Job>[] {
  return [
    {
      field: 'id',
      headerName: 'Job Details',
      width: 136,
      renderCell: ({ row }) => <TwoLineCell first={row.id} second={porters(row.porter_count)} strong />,
      csv: [
        { header: 'Job ID', value: (job) => job.id },
        { header: 'Porters', value: (job) => job.porter_count },
      ],
    },
    {
      field: 'client_name',
      headerName: 'Client & Type',
      minWidth: 130,
      flex: 1,
      renderCell: ({ row }) => <TwoLineCell first={row.client_name} second={row.job_type} />,
      csv: [
        { header: 'Client', value: (job) => job.client_name },
        { header: 'Job Type', value: (job) => job.job_type },
      ],
    },
    {
      field: 'pickup_address',
      headerName: 'Pickup & Delivery',
      minWidth: 150,
      flex: 1.3,
      renderCell: ({ row }) => <TwoLineCell first={`From: ${row.pickup_address}`} second={`To: ${row.delivery_address}`} />,
      csv: [
        { header: 'Pickup Address', value: (job) => job.pickup_address },
        { header: 'Delivery Address', value: (job) => job.delivery_address },
      ],
    },
    {
      field: 'pickup_date',
      headerName: 'Schedule',
      width: 118,
      renderCell: ({ row }) => <Schedule job={row} today={today} />,
      csv: [
        { header: 'Pickup Date', value: (job) => formatDate(job.pickup_date) },
        { header: 'Pickup Time', value: (job) => job.pickup_time },
      ],
    },
    {
      field: 'driver_name',
      headerName: 'Assignment',
      minWidth: 112,
      flex: 0.8,
      renderCell: ({ row }) => <TwoLineCell first={row.driver_name ?? 'Unassigned'} second={row.vehicle_reg ?? 'No vehicle'} />,
      csv: [
        { header: 'Driver', value: (job) => job.driver_name ?? 'Unassigned' },
        { header: 'Vehicle', value: (job) => job.vehicle_reg ?? 'No vehicle' },
      ],
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 100,
      renderCell: ({ row }) => (
        <div className="job-status">
          <StatusChip {...jobStatusBadge(row.status)} />
        </div>
      ),
      csv: statusLabel,
    },
    {
      field: 'total_amount',
      headerName: 'Value',
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => formatCurrency(value),
      renderCell: ({ formattedValue }) => <div className="job-value">{formattedValue}</div>,
      csv: (job) => formatCurrency(job.total_amount),
    },
    actionsColumn<Job>(
      [
        { label: 'View', name: (job) => `View ${job.id}`, to: (job) => routes.jobs.detail(job.id) },
        { label: 'Edit', name: (job) => `Edit ${job.id}`, to: (job) => routes.jobs.edit(job.id) },
      ],
      { width: 120 },
    ),
  ];
}
