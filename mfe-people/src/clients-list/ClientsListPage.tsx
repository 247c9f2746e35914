import AddIcon from '@mui/icons-material/Add';
import { useMemo } from 'react';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useCan } from 'shared-contracts/data';
import { BACK_TO_DASHBOARD, listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { PEOPLE_CELL_STYLES } from '../common/peopleCellStyles';
import { clientColumns, SORTABLE_CLIENT_FIELDS } from './clientColumns';
import { ClientsSummaryCards } from './ClientsSummaryCards';
import { useClientFigures } from './useClientFigures';

const CLIENT_SEARCH_PLACEHOLDER = 'Search by company name, contact, email, or type...';
const OPTIONS = listOptions(SORTABLE_CLIENT_FIELDS);
const FIGURES_ERROR = { title: 'Client figures could not be loaded', message: 'The figures above are unavailable right now.' };

const WORDS: ListWords = {
  header: { title: 'Client Management', subtitle: 'Every client, their contacts, revenue and jobs', back: BACK_TO_DASHBOARD },
  create: { label: 'Add New Client', to: routes.clients.new, icon: <AddIcon /> },
  table: { name: 'All Clients', noun: ['client', 'clients'], csvFileName: 'clients', searchPlaceholder: CLIENT_SEARCH_PLACEHOLDER },
  emptyMessage: 'No clients yet. Add the first one with Add New Client.',
};
/** For a role that may not add clients: no link to the form, and an empty list that does not point to one. */
const READ_ONLY_WORDS: ListWords = { ...WORDS, create: undefined, emptyMessage: 'No clients yet.' };

/** /admin/clients: "Client Management", its four summary cards and the searchable table of every client with its activity. */
export default function ClientsListPage() {
  const { summary, load } = useClientFigures();
  const figures = { cards: <ClientsSummaryCards summary={summary} />, load, error: FIGURES_ERROR };
  const mayEdit = useCan('clients', 'update');
  const columns = useMemo(() => clientColumns({ mayEdit }), [mayEdit]);
  return (
    <ListPage
      controller={useListController('clients', { list: OPTIONS })}
      words={useCan('clients', 'create') ? WORDS : READ_ONLY_WORDS}
      figures={figures}
      columns={columns}
      sx={PEOPLE_CELL_STYLES}
    />
  );
}
