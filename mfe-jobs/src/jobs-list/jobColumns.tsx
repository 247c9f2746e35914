import {
  formatCurrency,
  formatDate,
  isToday,
  type Job,
  jobStatusBadge,
  Link as RouterLink,
  routes,
  StatusChip,
} from 'shared-contracts';
import type { GridColDef, GridRenderCellParams } from 'shared-contracts/grid';

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
      <span className={highlighted ? 'job-cell__first job-cell__today' : 'job-cell__first'} data-today={highlighted || undefined}>
        {formatDate(job.pickup_date)}
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

/** The styles of the cells above, given once to the grid. */
export const JOB_GRID_CELL_STYLES = {
  '& .job-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.35 },
  '& .job-cell__first': { fontSize: '0.875rem', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .job-cell__first--strong': { fontWeight: 700 },
  '& .job-cell__second': { fontSize: '0.75rem', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .job-cell__today': { fontWeight: 700, color: 'primary.main' },
  '& .job-cell__today-tag': { ml: 0.75, px: 0.75, py: 0.125, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 11 },
  '& .job-status': { display: 'flex', alignItems: 'center', height: '100%' },
  '& .job-actions': { display: 'flex', alignItems: 'center', gap: 1, height: '100%' },
  '& .job-action': {
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1.5,
    px: 1.25,
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

/**
 * The table's eight columns. Each shows two facts; it sorts (and exports) by its first.
 * `today` decides which schedule dates are highlighted.
 */
export function jobColumns(today: Date): GridColDef<Job>[] {
  return [
    {
      field: 'id',
      headerName: 'Job Details',
      minWidth: 150,
      flex: 0.9,
      renderCell: ({ row }) => <TwoLines first={row.id} second={porters(row.porter_count)} strong />,
    },
    {
      field: 'client_name',
      headerName: 'Client & Type',
      minWidth: 150,
      flex: 1.2,
      renderCell: ({ row }) => <TwoLines first={row.client_name} second={row.job_type} />,
    },
    {
      field: 'pickup_address',
      headerName: 'Pickup & Delivery',
      minWidth: 170,
      flex: 1.4,
      renderCell: ({ row }) => <TwoLines first={`From: ${row.pickup_address}`} second={`To: ${row.delivery_address}`} />,
    },
    {
      field: 'pickup_date',
      headerName: 'Schedule',
      minWidth: 120,
      flex: 0.8,
      valueGetter: (_value, row) => `${row.pickup_date} ${row.pickup_time}`,
      renderCell: ({ row }) => <Schedule job={row} today={today} />,
    },
    {
      field: 'driver_name',
      headerName: 'Assignment',
      minWidth: 130,
      flex: 1,
      valueGetter: (_value, row) => row.driver_name ?? '',
      renderCell: ({ row }) => <TwoLines first={row.driver_name ?? 'Unassigned'} second={row.vehicle_reg ?? 'No vehicle'} />,
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 104,
      flex: 0.5,
      renderCell: ({ row }) => (
        <div className="job-status">
          <StatusChip {...jobStatusBadge(row.status)} />
        </div>
      ),
    },
    {
      field: 'total_amount',
      headerName: 'Value',
      type: 'number',
      minWidth: 118,
      flex: 0.7,
      valueFormatter: (value: number) => formatCurrency(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      minWidth: 130,
      flex: 0.7,
      renderCell: (params) => <RowActions params={params} />,
    },
  ];
}
