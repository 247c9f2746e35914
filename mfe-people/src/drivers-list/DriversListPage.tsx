import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { useMemo } from 'react';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useCan } from 'shared-contracts/data';
import { listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { PEOPLE_CELL_STYLES } from '../common/peopleCellStyles';
import { driverColumns, SORTABLE_DRIVER_FIELDS } from './driverColumns';
import { DriversKpis } from './DriversKpis';
import { useDriverFigures } from './useDriverFigures';

const DRIVER_SEARCH_PLACEHOLDER = 'Search by name, email, or license number...';
const OPTIONS = listOptions(SORTABLE_DRIVER_FIELDS);
const FIGURES_ERROR = { title: 'Driver figures could not be loaded', message: 'The figures above are unavailable right now.' };

const WORDS: ListWords = {
  header: { title: 'Driver Management', subtitle: 'Every driver, their licence, employment and workload' },
  create: { label: 'Add New Driver', to: routes.drivers.new, icon: <PersonAddAlt1Icon /> },
  table: { name: 'All Drivers', noun: ['driver', 'drivers'], csvFileName: 'drivers', searchPlaceholder: DRIVER_SEARCH_PLACEHOLDER },
  emptyMessage: 'No drivers yet. Add the first one with Add New Driver.',
  failureToast: { title: 'Error', description: 'Failed to fetch drivers data' },
};
/** For a role that may not add drivers: no link to the form, and an empty list that does not point to one. */
const READ_ONLY_WORDS: ListWords = { ...WORDS, create: undefined, emptyMessage: 'No drivers yet.' };

/** /admin/drivers: "Driver Management", its four figures and the searchable table of every driver. */
export default function DriversListPage() {
  const { kpis, load } = useDriverFigures();
  const figures = { cards: <DriversKpis kpis={kpis} />, load, error: FIGURES_ERROR };
  const mayEdit = useCan('drivers', 'update');
  const columns = useMemo(() => driverColumns({ mayEdit }), [mayEdit]);
  return (
    <ListPage
      controller={useListController('drivers', { list: OPTIONS })}
      words={useCan('drivers', 'create') ? WORDS : READ_ONLY_WORDS}
      figures={figures}
      columns={columns}
      sx={PEOPLE_CELL_STYLES}
    />
  );
}
