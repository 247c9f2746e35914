import AddIcon from '@mui/icons-material/Add';
import { useMemo } from 'react';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useAggregate, useCan } from 'shared-contracts/data';
import { Navigate, useSearchParams } from 'shared-contracts/ui';
import { BACK_TO_DASHBOARD, listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { FIGURES_ERROR } from '../common/figuresError';
import { FleetKpiCards } from './FleetKpiCards';
import { FLEET_FIGURES_QUERY, fleetKpis } from './fleetKpis';
import { legacySortParams } from './legacySort';
import { FLEET_GRID_CELL_STYLES, fleetRowClassName, SORTABLE_VEHICLE_FIELDS, vehicleColumns } from './vehicleColumns';

const VEHICLE_SEARCH_PLACEHOLDER = 'Search by registration, make, model, or driver...';
const OPTIONS = listOptions(SORTABLE_VEHICLE_FIELDS, 25);
const vehiclesCount = (count: number) => `${count} ${count === 1 ? 'vehicle' : 'vehicles'}`;

const WORDS: ListWords = {
  header: {
    title: 'Fleet Management',
    subtitle: 'Every vehicle, where it is and what its MOT, road tax and service need',
    back: BACK_TO_DASHBOARD,
  },
  create: { label: 'Register New Vehicle', to: routes.vehicles.new, icon: <AddIcon /> },
  table: {
    name: 'Fleet Status',
    title: (total) => `Fleet Status (${vehiclesCount(total)})`,
    noun: ['vehicle', 'vehicles'],
    csvFileName: 'fleet',
    searchPlaceholder: VEHICLE_SEARCH_PLACEHOLDER,
  },
  emptyMessage: 'No vehicles yet. Add the first one with Register New Vehicle.',
  error: { title: 'The fleet could not be loaded' },
};
/** For a role that may not register vehicles: no link to the form, and an empty list that does not point to one. */
const READ_ONLY_WORDS: ListWords = { ...WORDS, create: undefined, emptyMessage: 'No vehicles yet.' };

function FleetList() {
  const load = useAggregate('vehicles', FLEET_FIGURES_QUERY);
  const figures = { cards: <FleetKpiCards kpis={load.data && fleetKpis(load.data)} />, load, error: FIGURES_ERROR };
  const controller = useListController('vehicles', { list: OPTIONS });
  const words = useCan('vehicles', 'create') ? WORDS : READ_ONLY_WORDS;
  const mayEdit = useCan('vehicles', 'update');
  const columns = useMemo(() => vehicleColumns({ mayEdit }), [mayEdit]);
  return (
    <ListPage
      controller={controller}
      words={words}
      figures={figures}
      columns={columns}
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
