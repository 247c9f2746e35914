import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes } from 'shared-contracts/contract';
import { searchRecords, useDataStore, useList } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { JOB_GRID_CELL_STYLES, jobColumns, SORTABLE_JOB_FIELDS } from './jobColumns';
import { inDispatchOrder } from './dispatchOrder';
import { JobsKpis } from './JobsKpis';
import { jobsListKpis } from './jobsListKpis';

export const JOB_SEARCH_PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
const PAGE_SIZES = [10, 25, 50, 100] as const;

const LIST_OPTIONS: ListStateOptions = {
  sortableFields: SORTABLE_JOB_FIELDS,
  pageSizeOptions: PAGE_SIZES,
  // Ten rows keep a keystroke's re-render of the table within the 50 ms budget on modest machines.
  defaultPageSize: 10,
};
/** Above this many jobs the table filters on a deferred search so typing never waits for it. */
const DEFER_SEARCH_ABOVE = 5_000;

const noMatch = (search: string) => `No jobs match "${search}"`;

/** /admin/jobs: "Jobs Management", its five figures and the searchable table of every job. */
export default function JobsListPage() {
  const store = useDataStore();
  const [today] = useState(() => store.now());
  // Every job, loaded once and kept current by the store; the search filters them in memory.
  const jobs = useList('jobs');
  const allJobs = jobs.data;
  const list = useListUrlState(LIST_OPTIONS, { deferSearch: (allJobs?.length ?? 0) > DEFER_SEARCH_ABOVE });
  // Ordered once for today's work; the search keeps that order and a sort the user picks overrides it.
  const ordered = useMemo(() => (allJobs ? inDispatchOrder(allJobs) : []), [allJobs]);
  const rows = useMemo(() => searchRecords('jobs', ordered, list.search), [ordered, list.search]);
  const kpis = useMemo(() => (allJobs ? jobsListKpis(allJobs, today) : undefined), [allJobs, today]);
  const columns = useMemo(() => jobColumns(today), [today]);
  // Elements that do not depend on the search are built once, so a keystroke re-renders only the box and the grid.
  const header = useMemo(
    () => (
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
    ),
    [],
  );

  return (
    <Box>
      {header}
      <JobsKpis kpis={kpis} />
      {jobs.status === 'error' ? (
        <ErrorView title="Jobs could not be loaded" message="The job list is unavailable right now." onRetry={jobs.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={columns}
          title={allJobs ? `All Jobs (${rows.length})` : 'All Jobs'}
          searchPlaceholder={JOB_SEARCH_PLACEHOLDER}
          csvFileName="jobs"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage="No jobs yet. Create the first one with Create New Job."
          noMatchMessage={noMatch}
          loading={jobs.status === 'loading'}
          rowHeight="auto"
          statusText={allJobs ? `${rows.length} ${rows.length === 1 ? 'job' : 'jobs'}${list.search.trim() ? ' found' : ''}` : undefined}
          sx={JOB_GRID_CELL_STYLES}
        />
      )}
    </Box>
  );
}
