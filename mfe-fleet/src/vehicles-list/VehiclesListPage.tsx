import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes } from 'shared-contracts/contract';
import { searchRecords, useDataStore, useList } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { complianceAlertsForFleet } from '../compliance/complianceAlerts';
import { alertsByVehicle, countCriticalAlerts } from '../compliance/complianceSummary';
import { FleetKpiCards } from './FleetKpiCards';
import { fleetKpis } from './fleetKpis';
import type { FleetRow } from './fleetRows';
import { FLEET_GRID_CELL_STYLES, fleetRowClassName, SORTABLE_VEHICLE_FIELDS, vehicleColumns } from './vehicleColumns';

export const VEHICLE_SEARCH_PLACEHOLDER = 'Search by registration, make, model, or driver...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_VEHICLE_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 25 };
const NO_ALERTS: FleetRow['alerts'] = [];

const vehiclesCount = (count: number) => `${count} ${count === 1 ? 'vehicle' : 'vehicles'}`;
const noMatch = (search: string) => `No vehicles match "${search}"`;

/** /admin/vehicles: "Fleet Management", its five figures and the fleet table with each vehicle's compliance alerts. */
export default function VehiclesListPage() {
  const store = useDataStore();
  const [today] = useState(() => store.now());
  const vehicles = useList('vehicles');
  const allVehicles = vehicles.data;
  const list = useListUrlState(LIST_OPTIONS);

  const fleetAlerts = useMemo(() => (allVehicles ? complianceAlertsForFleet(allVehicles, today) : undefined), [allVehicles, today]);
  const alertsOf = useMemo(() => alertsByVehicle(fleetAlerts ?? []), [fleetAlerts]);
  const rows = useMemo<FleetRow[]>(
    () => searchRecords('vehicles', allVehicles ?? [], list.search).map((vehicle) => ({ ...vehicle, alerts: alertsOf.get(vehicle.id) ?? NO_ALERTS })),
    [allVehicles, list.search, alertsOf],
  );
  const kpis = useMemo(() => (allVehicles ? fleetKpis(allVehicles) : undefined), [allVehicles]);
  const columns = useMemo(() => vehicleColumns(), []);
  const header = useMemo(
    () => (
      <PageHeader
        title="Fleet Management"
        subtitle="Every vehicle, where it is and what its MOT, road tax and service need"
        back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
        actions={
          <Button component={RouterLink} to={routes.vehicles.new} variant="contained" startIcon={<AddIcon />}>
            Register New Vehicle
          </Button>
        }
      />
    ),
    [],
  );

  return (
    <Box>
      {header}
      <FleetKpiCards kpis={kpis} criticalAlerts={fleetAlerts && countCriticalAlerts(fleetAlerts)} />
      {vehicles.status === 'error' ? (
        <ErrorView title="The fleet could not be loaded" message="The vehicle list is unavailable right now." onRetry={vehicles.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={columns}
          title={allVehicles ? `Fleet Status (${vehiclesCount(rows.length)})` : 'Fleet Status'}
          searchPlaceholder={VEHICLE_SEARCH_PLACEHOLDER}
          csvFileName="fleet"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage="No vehicles yet. Add the first one with Register New Vehicle."
          noMatchMessage={noMatch}
          loading={vehicles.status === 'loading'}
          rowHeight={72}
          getRowClassName={fleetRowClassName}
          statusText={allVehicles ? `${vehiclesCount(rows.length)}${list.search.trim() ? ' found' : ''}` : undefined}
          sx={FLEET_GRID_CELL_STYLES}
        />
      )}
    </Box>
  );
}
