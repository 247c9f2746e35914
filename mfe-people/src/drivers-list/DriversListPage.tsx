import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { routes, showToast } from 'shared-contracts/contract';
import { searchRecords, useList } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { PEOPLE_GRID_CELL_STYLES } from '../common/gridCellStyles';
import { driverColumns, SORTABLE_DRIVER_FIELDS } from './driverColumns';
import { DriversKpis } from './DriversKpis';
import { driversKpis } from './driversKpis';

export const DRIVER_SEARCH_PLACEHOLDER = 'Search by name, email, or license number...';
const DRIVERS_FETCH_FAILED_TOAST = { title: 'Error', description: 'Failed to fetch drivers data' } as const;
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_DRIVER_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
const COLUMNS = driverColumns();

const noMatch = (search: string) => `No drivers match "${search}"`;
const countText = (count: number, searching: boolean) => `${count} ${count === 1 ? 'driver' : 'drivers'}${searching ? ' found' : ''}`;

/** /admin/drivers: "Driver Management", its four figures and the searchable table of every driver. */
export default function DriversListPage() {
  const drivers = useList('drivers');
  const allDrivers = drivers.data;
  const list = useListUrlState(LIST_OPTIONS);
  const rows = useMemo(() => searchRecords('drivers', allDrivers ?? [], list.search), [allDrivers, list.search]);
  const kpis = useMemo(() => (allDrivers ? driversKpis(allDrivers) : undefined), [allDrivers]);

  // Each failed load (the first, or a retry) says so once.
  useEffect(() => {
    if (drivers.status === 'error') showToast({ ...DRIVERS_FETCH_FAILED_TOAST, variant: 'error' });
  }, [drivers.status, drivers.error]);

  const header = useMemo(
    () => (
      <PageHeader
        title="Driver Management"
        subtitle="Every driver, their licence, employment and workload"
        actions={
          <Button component={RouterLink} to={routes.drivers.new} variant="contained" startIcon={<PersonAddAlt1Icon />}>
            Add New Driver
          </Button>
        }
      />
    ),
    [],
  );

  return (
    <Box>
      {header}
      <DriversKpis kpis={kpis} />
      {drivers.status === 'error' ? (
        <ErrorView title="Drivers could not be loaded" message="The driver list is unavailable right now." onRetry={drivers.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={COLUMNS}
          title={allDrivers ? `All Drivers (${rows.length})` : 'All Drivers'}
          searchPlaceholder={DRIVER_SEARCH_PLACEHOLDER}
          csvFileName="drivers"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage="No drivers yet. Add the first one with Add New Driver."
          noMatchMessage={noMatch}
          loading={drivers.status === 'loading'}
          rowHeight={64}
          statusText={allDrivers ? countText(rows.length, list.search.trim() !== '') : undefined}
          sx={PEOPLE_GRID_CELL_STYLES}
        />
      )}
    </Box>
  );
}
