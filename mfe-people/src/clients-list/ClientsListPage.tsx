import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { ListPageWithFigures } from '../common/ListPageWithFigures';
import { PEOPLE_CELL_STYLES } from '../common/peopleCellStyles';
import { CLIENT_COLUMNS, SORTABLE_CLIENT_FIELDS } from './clientColumns';
import { ClientsSummaryCards } from './ClientsSummaryCards';
import { useClientFigures } from './useClientFigures';

const CLIENT_SEARCH_PLACEHOLDER = 'Search by company name, contact, email, or type...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_CLIENT_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
const ERROR = { title: 'Clients could not be loaded', message: 'The client list is unavailable right now.' };
const NOUN = ['client', 'clients'] as const;
const tableTitle = (total: number) => `All Clients (${total})`;

const HEADER = (
  <PageHeader
    title="Client Management"
    subtitle="Every client, their contacts, revenue and jobs"
    back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
    actions={
      <Button component={RouterLink} to={routes.clients.new} variant="contained" startIcon={<AddIcon />}>
        Add New Client
      </Button>
    }
  />
);

/** /admin/clients: "Client Management", its four summary cards and the searchable table of every client with its activity. */
export default function ClientsListPage() {
  const controller = useListController('clients', { list: LIST_OPTIONS });
  const figures = useClientFigures();
  return (
    <ListPageWithFigures
      controller={controller}
      header={HEADER}
      figures={<ClientsSummaryCards summary={figures.summary} />}
      figuresLoad={figures.load}
      figuresName="Client figures"
      columns={CLIENT_COLUMNS}
      tableTitle={tableTitle}
      tableName="All Clients"
      noun={NOUN}
      searchPlaceholder={CLIENT_SEARCH_PLACEHOLDER}
      csvFileName="clients"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No clients yet. Add the first one with Add New Client."
      error={ERROR}
      rowHeight="auto"
      sx={PEOPLE_CELL_STYLES}
    />
  );
}
