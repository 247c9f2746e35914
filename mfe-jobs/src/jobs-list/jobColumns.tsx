import { formatCurrency, formatDate, type Job, jobStatusBadge, routes } from 'shared-contracts/contract';
import { isToday } from 'shared-contracts/data';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import type { Theme } from '@mui/material/styles';
import { gridClasses, type GridRenderCellParams, type ListColumn } from 'shared-contracts/ui/list';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_JOB_FIELDS = ['id', 'client_name', 'pickup_address', 'pickup_date', 'driver_name', 'status', 'total_amount'] as const;

const porters = (count: number) => `${count} ${count === 1 ? 'porter' : 'porters'}`;

/*
 * Cells are plain elements styled once by JOB_GRID_CELL_STYLES (not MUI components with sx):
 * a page of 25 rows holds 200 cells, and re-rendering it on every search keystroke must stay cheap.
 */
function TwoLines({ first, second, strong = false }: { first: string; second: string; strong?: boolean }) {
  return (
    <div className="job-cell">
      <span className={strong ? 'job-cell__first job-cell__first--strong' : 'job-cell__first'} title={first}>
        {first}
      </span>
      <span className="job-cell__second" title={second}>
        {second}
      </span>
    </div>
  );
}

function Schedule({ job, today }: { job: Job; today: Date }) {
  const highlighted = isToday(job.pickup_date, today);
  return (
    <div className="job-cell">
      <span className={highlighted ? 'job-cell__first job-cell__today' : 'job-cell__first'}>
        <span className="job-cell__date">{formatDate(job.pickup_date)}</span>
        {highlighted && <span className="job-cell__today-tag">Today</span>}
      </span>
      <span className="job-cell__second">{job.pickup_time}</span>
    </div>
  );
}

function RowActions({ params }: { params: GridRenderCellParams<Job> }) {
  const { id } = params.row;
  return (
    <div className="job-actions">
      <RouterLink className="job-action" to={routes.jobs.detail(id)} tabIndex={params.tabIndex} aria-label={`View ${id}`}>
        View
      </RouterLink>
      <RouterLink className="job-action" to={routes.jobs.edit(id)} tabIndex={params.tabIndex} aria-label={`Edit ${id}`}>
        Edit
      </RouterLink>
    </div>
  );
}

/**
 * The styles of the cells above, given once to the grid. Text wraps (rows grow to fit) so all eight
 * columns fit at 1280 px; narrower, the table scrolls sideways with the job id column kept in view.
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
  '& .job-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 64, py: 1, minWidth: 0, lineHeight: 1.35 },
  '& .job-cell__first': { fontSize: '0.875rem', fontWeight: 500, overflowWrap: 'anywhere' },
  '& .job-cell__first--strong': { fontWeight: 700, whiteSpace: 'nowrap' },
  '& .job-cell__date': { whiteSpace: 'nowrap' },
  '& .job-value': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', minHeight: 64 },
  '& .job-cell__second': { fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' },
  '& .job-cell__today': { fontWeight: 700, color: 'primary.main' },
  '& .job-cell__today-tag': { display: 'inline-block', ml: 0.75, px: 0.75, py: 0.125, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 11 },
  '& .job-status': { display: 'flex', alignItems: 'center', minHeight: 64 },
  '& .job-actions': { display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 64 },
  '& .job-action': {
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1.5,
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'action.hover',
    color: 'primary.main',
    fontSize: '0.8125rem',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.selected' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
} as const;

const statusLabel = (job: Job) => jobStatusBadge(job.status).label;

/**
 * The table's eight columns. Each shows two facts, sorts by its first and exports each to its own CSV column.
 * `today` decides which schedule dates are highlighted.
 */
export function jobColumns(today: Date): ListColumn<Job>[] {
  return [
    {
      field: 'id',
      headerName: 'Job Details',
      width: 136,
      renderCell: ({ row }) => <TwoLines first={row.id} second={porters(row.porter_count)} strong />,
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
      renderCell: ({ row }) => <TwoLines first={row.client_name} second={row.job_type} />,
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
      renderCell: ({ row }) => <TwoLines first={`From: ${row.pickup_address}`} second={`To: ${row.delivery_address}`} />,
      csv: [
        { header: 'Pickup Address', value: (job) => job.pickup_address },
        { header: 'Delivery Address', value: (job) => job.delivery_address },
      ],
    },
    {
      field: 'pickup_date',
      headerName: 'Schedule',
      width: 118,
      valueGetter: (_value, row) => `${row.pickup_date} ${row.pickup_time}`,
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
      valueGetter: (_value, row) => row.driver_name ?? '',
      renderCell: ({ row }) => <TwoLines first={row.driver_name ?? 'Unassigned'} second={row.vehicle_reg ?? 'No vehicle'} />,
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
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      width: 120,
      renderCell: (params) => <RowActions params={params} />,
    },
  ];
}
