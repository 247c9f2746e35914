import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes, toIsoDate } from 'shared-contracts/contract';
import { ListPage, useListController } from 'shared-contracts/controllers/list';
import { useAggregate, useClock } from 'shared-contracts/data';
import { Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { useJobStatusCounts } from '../common/useJobStatusCounts';
import { JOB_GRID_CELL_STYLES, jobColumns, SORTABLE_JOB_FIELDS } from './jobColumns';
import { JobsKpis } from './JobsKpis';

const JOB_SEARCH_PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
const PAGE_SIZES = [10, 25, 50, 100] as const;

const LIST_OPTIONS: ListStateOptions = {
  sortableFields: SORTABLE_JOB_FIELDS,
  pageSizeOptions: PAGE_SIZES,
  // Ten rows keep a keystroke's re-render of the table within the 50 ms budget on modest machines.
  defaultPageSize: 10,
};
const NOUN = ['job', 'jobs'] as const;
const LOAD_ERROR = { title: 'Jobs could not be loaded', message: 'The job list is unavailable right now.' };
const tableTitle = (total: number) => `All Jobs (${total})`;

const HEADER = (
  <PageHeader
    title="Jobs Management"
    subtitle="Every job, its schedule, crew and value"
    back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
    actions={
      <Button component={RouterLink} to={routes.jobs.new} variant="contained" startIcon={<AddIcon />}>
        Create New Job
      </Button>
    }
  />
);

/**
 * /admin/jobs: "Jobs Management", its five figures and the searchable table of every job, read a page at a
 * time; until the user picks a sort it opens on today's work (the provider's dispatch order).
 */
export default function JobsListPage() {
  const clock = useClock();
  const [today] = useState(() => toIsoDate(clock()));
  const controller = useListController('jobs', { list: LIST_OPTIONS, defaultOrder: 'dispatch_order' });
  const counts = useJobStatusCounts();
  const valueToday = useAggregate('jobs', { filter: { status: 'in_progress', pickup_date: today }, sum: ['total_amount'] });
  const columns = useMemo(() => jobColumns(today), [today]);
  const figures = <JobsKpis counts={counts.data} valueToday={valueToday.data?.[0].sum.total_amount} />;

  return (
    <ListPage
      controller={controller}
      header={HEADER}
      figures={figures}
      columns={columns}
      tableTitle={tableTitle}
      tableName="All Jobs"
      noun={NOUN}
      searchPlaceholder={JOB_SEARCH_PLACEHOLDER}
      csvFileName="jobs"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No jobs yet. Create the first one with Create New Job."
      error={LOAD_ERROR}
      rowHeight="auto"
      sx={JOB_GRID_CELL_STYLES}
    />
  );
}
