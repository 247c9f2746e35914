import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes } from 'shared-contracts/contract';
import { searchRecords } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { PEOPLE_GRID_CELL_STYLES } from '../common/gridCellStyles';
import { clientColumns, SORTABLE_CLIENT_FIELDS } from './clientColumns';
import { clientsSummary, type ClientRow } from './clientRows';
import { ClientsSummaryCards } from './ClientsSummaryCards';
import { useClientRows } from './useClientRows';

export const CLIENT_SEARCH_PLACEHOLDER = 'Search by company name, contact, email, or type...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_CLIENT_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
const COLUMNS = clientColumns();

const noMatch = (search: string) => `No clients match "${search}"`;
const countText = (count: number, searching: boolean) => `${count} ${count === 1 ? 'client' : 'clients'}${searching ? ' found' : ''}`;

/** /admin/clients: "Client Management", its four summary cards and the searchable table of every client. */
export default function ClientsListPage() {
  const clients = useClientRows();
  const list = useListUrlState(LIST_OPTIONS);
  // The one search, over company, contact, e-mail and type.
  const rows = useMemo(() => (clients.rows ? (searchRecords('clients', clients.rows, list.search) as readonly ClientRow[]) : []), [clients.rows, list.search]);
  const summary = useMemo(() => (clients.rows ? clientsSummary(clients.rows) : undefined), [clients.rows]);

  const header = useMemo(
    () => (
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
    ),
    [],
  );

  return (
    <Box>
      {header}
      <ClientsSummaryCards summary={summary} />
      {clients.status === 'error' ? (
        <ErrorView title="Clients could not be loaded" message="The client list is unavailable right now." onRetry={clients.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={COLUMNS}
          title={clients.rows ? `All Clients (${rows.length})` : 'All Clients'}
          searchPlaceholder={CLIENT_SEARCH_PLACEHOLDER}
          csvFileName="clients"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage="No clients yet. Add the first one with Add New Client."
          noMatchMessage={noMatch}
          loading={clients.status === 'loading'}
          rowHeight={76}
          statusText={clients.rows ? countText(rows.length, list.search.trim() !== '') : undefined}
          sx={PEOPLE_GRID_CELL_STYLES}
        />
      )}
    </Box>
  );
}
