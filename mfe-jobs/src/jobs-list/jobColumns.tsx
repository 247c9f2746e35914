import { routes } from 'shared-contracts/contract';
import { formatDate, jobStatusBadge } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { csvHeadersOf, JOB_RECORD, sortFieldsOf } from 'shared-contracts/records';
import {
  cellColumn,
  chipColumn,
  gridClasses,
  type ListColumn,
  moneyColumn,
  stickyColumnStyles,
  STRONG,
  TwoLineCell,
  twoLineColumn,
  viewEditColumn,
} from 'shared-contracts/ui/list';

/** Fields the user may sort by: every column but Actions (the job's declaration marks them). */
export const SORTABLE_JOB_FIELDS = sortFieldsOf(JOB_RECORD);

/** Each exported field's CSV header, from the job's declaration. */
const CSV = csvHeadersOf(JOB_RECORD);

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
  ...stickyColumnStyles('id'),
  [`& .${gridClasses.cell}[data-field="id"] .list-cell__first`]: { whiteSpace: 'nowrap' },
  '& .list-cell, & .list-actions, & .list-chip, & .job-value': { minHeight: 64 },
  // The date stays whole; the "Today" tag goes below it when the column is narrow.
  '& .job-schedule__date': { whiteSpace: 'nowrap' },
  '& .job-schedule--today': { fontWeight: 700, color: 'primary.main' },
  '& .job-schedule__tag': {
    display: 'inline-block',
    ml: 0.75,
    px: 0.75,
    py: 0.125,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontSize: 11,
  },
  '& .job-value': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end' },
} as const;

/**
 * The table's eight columns. Each shows two facts, sorts by its first and exports each to its own CSV column.
 * `today` (yyyy-mm-dd) decides which schedule dates are highlighted.
 */
export function jobColumns(today: string, { mayEdit = true }: { mayEdit?: boolean } = {}): ListColumn<Job>[] {
  return [
    twoLineColumn(
      'id',
      'Job Details',
      { width: 136 },
      { header: CSV.id, value: (job) => job.id },
      { header: CSV.porter_count, value: (job) => job.porter_count, shown: (job) => porters(job.porter_count) },
      STRONG,
    ),
    twoLineColumn(
      'client_name',
      'Client & Type',
      { minWidth: 130, flex: 1 },
      { header: CSV.client_name, value: (job) => job.client_name },
      { header: CSV.job_type, value: (job) => job.job_type },
    ),
    twoLineColumn(
      'pickup_address',
      'Pickup & Delivery',
      { minWidth: 150, flex: 1.3 },
      { header: CSV.pickup_address, value: (job) => job.pickup_address, shown: (job) => `From: ${job.pickup_address}` },
      { header: CSV.delivery_address, value: (job) => job.delivery_address, shown: (job) => `To: ${job.delivery_address}` },
    ),
    cellColumn('pickup_date', 'Schedule', { width: 118 }, (job) => <Schedule job={job} today={today} />, [
      { header: CSV.pickup_date, value: (job) => formatDate(job.pickup_date) },
      { header: CSV.pickup_time, value: (job) => job.pickup_time },
    ]),
    twoLineColumn(
      'driver_name',
      'Assignment',
      { minWidth: 112, flex: 0.8 },
      { header: CSV.driver_name, value: (job) => job.driver_name ?? 'Unassigned' },
      { header: CSV.vehicle_reg, value: (job) => job.vehicle_reg ?? 'No vehicle' },
    ),
    chipColumn('status', 'Status', { width: 100 }, (job) => jobStatusBadge(job.status)),
    {
      ...moneyColumn<Job>('total_amount', 'Value', { width: 100 }),
      renderCell: ({ formattedValue }) => <div className="job-value">{formattedValue}</div>,
    },
    viewEditColumn((job) => job.id, routes.jobs, { width: 120 }, { edit: mayEdit }),
  ];
}
