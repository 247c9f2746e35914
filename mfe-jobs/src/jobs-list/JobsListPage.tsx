import AddIcon from '@mui/icons-material/Add';
import { useMemo, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useAggregate, useCan, useClock } from 'shared-contracts/data';
import { toIsoDate } from 'shared-contracts/domain';
import { BACK_TO_DASHBOARD, listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { useJobStatusCounts } from '../common/useJobStatusCounts';
import { JOB_GRID_CELL_STYLES, jobColumns, SORTABLE_JOB_FIELDS } from './jobColumns';
import { JobsKpis } from './JobsKpis';

const JOB_SEARCH_PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
// Ten rows keep a keystroke's re-render of the table within the 50 ms budget on modest machines.
const OPTIONS = listOptions(SORTABLE_JOB_FIELDS, 10);

const WORDS: ListWords = {
  header: { title: 'Jobs Management', subtitle: 'Every job, its schedule, crew and value', back: BACK_TO_DASHBOARD },
  create: { label: 'Create New Job', to: routes.jobs.new, icon: <AddIcon /> },
  table: { name: 'All Jobs', noun: ['job', 'jobs'], csvFileName: 'jobs', searchPlaceholder: JOB_SEARCH_PLACEHOLDER },
  emptyMessage: 'No jobs yet. Create the first one with Create New Job.',
};
/** For a role that may not create jobs: no link to the form, and an empty list that does not point to one. */
const READ_ONLY_WORDS: ListWords = { ...WORDS, create: undefined, emptyMessage: 'No jobs yet.' };

/**
 * /admin/jobs: "Jobs Management", its five figures and the searchable table of every job, read a page at a
 * time; until the user picks a sort it opens on today's work (the provider's dispatch order).
 */
export default function JobsListPage() {
  const clock = useClock();
  const [today] = useState(() => toIsoDate(clock()));
  const controller = useListController('jobs', { list: OPTIONS, defaultOrder: 'dispatch_order' });
  const counts = useJobStatusCounts();
  const valueToday = useAggregate('jobs', { filter: { status: 'in_progress', pickup_date: today }, sum: ['total_amount'] });
  const mayEdit = useCan('jobs', 'update');
  const columns = useMemo(() => jobColumns(today, { mayEdit }), [today, mayEdit]);
  const figures = { cards: <JobsKpis counts={counts.data} valueToday={valueToday.data?.[0].sum.total_amount} /> };
  const words = useCan('jobs', 'create') ? WORDS : READ_ONLY_WORDS;
  return <ListPage controller={controller} words={words} figures={figures} columns={columns} sx={JOB_GRID_CELL_STYLES} />;
}
