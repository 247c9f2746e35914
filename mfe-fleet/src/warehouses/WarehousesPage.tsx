import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes, type Warehouse } from 'shared-contracts/contract';
import { searchRecords, useList } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { FacilityDetailsDialog } from './FacilityDetailsDialog';
import { SORTABLE_WAREHOUSE_FIELDS, WAREHOUSE_GRID_CELL_STYLES, warehouseColumns } from './warehouseColumns';
import { WarehouseSummaryCards } from './WarehouseSummaryCards';
import { warehouseSummary } from './warehouseSummary';

export const WAREHOUSE_SEARCH_PLACEHOLDER = 'Search by name, address, type, or manager...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_WAREHOUSE_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };

const facilities = (count: number) => `${count} ${count === 1 ? 'facility' : 'facilities'}`;
const noMatch = (search: string) => `No facilities match "${search}"`;

/** /admin/warehouses: "Warehouse Management", the five summary cards and the "Storage Facilities" table. */
export default function WarehousesPage() {
  const warehouses = useList('warehouses');
  const all = warehouses.data;
  const list = useListUrlState(LIST_OPTIONS);
  const [viewing, setViewing] = useState<Warehouse | null>(null);
  const closeDialog = useCallback(() => setViewing(null), []);

  const rows = useMemo(() => searchRecords('warehouses', all ?? [], list.search), [all, list.search]);
  const summary = useMemo(() => (all ? warehouseSummary(all) : undefined), [all]);
  const columns = useMemo(() => warehouseColumns(setViewing), []);

  return (
    <Box>
      <PageHeader
        title="Warehouse Management"
        subtitle={all ? `${facilities(all.length)} across the UK` : 'Storage facilities across the UK'}
        back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
        actions={
          <Button component={RouterLink} to={routes.admin.warehousesNew} variant="contained" startIcon={<AddIcon />}>
            Add Warehouse
          </Button>
        }
      />
      <WarehouseSummaryCards summary={summary} />
      {warehouses.status === 'error' ? (
        <ErrorView title="Facilities could not be loaded" message="The facility list is unavailable right now." onRetry={warehouses.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={columns}
          title={all ? `Storage Facilities (${rows.length})` : 'Storage Facilities'}
          searchPlaceholder={WAREHOUSE_SEARCH_PLACEHOLDER}
          csvFileName="storage-facilities"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage="No facilities yet. Add the first one with Add Warehouse."
          noMatchMessage={noMatch}
          loading={warehouses.status === 'loading'}
          rowHeight={84}
          statusText={all ? `${facilities(rows.length)}${list.search.trim() ? ' found' : ''}` : undefined}
          sx={WAREHOUSE_GRID_CELL_STYLES}
        />
      )}
      <FacilityDetailsDialog warehouse={viewing} onClose={closeDialog} />
    </Box>
  );
}
