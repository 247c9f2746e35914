import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes } from 'shared-contracts/contract';
import { ListPage, useListController } from 'shared-contracts/controllers/list';
import { useAggregate } from 'shared-contracts/data';
import { Link as RouterLink, Navigate, PageHeader, useSearchParams } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { ListFigures, withFigures } from '../common/listFigures';
import { FleetKpiCards } from './FleetKpiCards';
import { FLEET_FIGURES_QUERY, fleetKpis } from './fleetKpis';
import { legacySortParams } from './legacySort';
import { FLEET_GRID_CELL_STYLES, fleetRowClassName, SORTABLE_VEHICLE_FIELDS, vehicleColumns } from './vehicleColumns';

const VEHICLE_SEARCH_PLACEHOLDER = 'Search by registration, make, model, or driver...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_VEHICLE_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 25 };
const COLUMNS = vehicleColumns();
const NOUN = ['vehicle', 'vehicles'] as const;
const ERROR = { title: 'The fleet could not be loaded', message: 'The vehicle list is unavailable right now.' };

const vehiclesCount = (count: number) => `${count} ${count === 1 ? 'vehicle' : 'vehicles'}`;

const HEADER = (
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
);

function FleetList() {
  const figures = useAggregate('vehicles', FLEET_FIGURES_QUERY);
  const controller = useListController('vehicles', { list: LIST_OPTIONS });
  return (
    <ListPage
      controller={withFigures(controller, figures)}
      header={HEADER}
      figures={
        <ListFigures load={figures} listFailed={controller.status === 'error'}>
          <FleetKpiCards kpis={figures.data && fleetKpis(figures.data)} />
        </ListFigures>
      }
      columns={COLUMNS}
      tableTitle={(total) => `Fleet Status (${vehiclesCount(total)})`}
      tableName="Fleet Status"
      noun={NOUN}
      searchPlaceholder={VEHICLE_SEARCH_PLACEHOLDER}
      csvFileName="fleet"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No vehicles yet. Add the first one with Register New Vehicle."
      error={ERROR}
      rowHeight="auto"
      getRowClassName={fleetRowClassName}
      sx={FLEET_GRID_CELL_STYLES}
    />
  );
}

/** /admin/vehicles: "Fleet Management", its five figures and the fleet table with each vehicle's compliance alerts. */
export default function VehiclesListPage() {
  const [params] = useSearchParams();
  const legacy = legacySortParams(params);
  if (legacy) return <Navigate replace to={{ search: `?${legacy}` }} />;
  return <FleetList />;
}
