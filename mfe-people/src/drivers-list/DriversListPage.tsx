import Button from '@mui/material/Button';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { ListPageWithFigures } from '../common/ListPageWithFigures';
import { PEOPLE_CELL_STYLES } from '../common/peopleCellStyles';
import { DRIVER_COLUMNS, SORTABLE_DRIVER_FIELDS } from './driverColumns';
import { DriversKpis } from './DriversKpis';
import { useDriverFigures } from './useDriverFigures';

const DRIVER_SEARCH_PLACEHOLDER = 'Search by name, email, or license number...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_DRIVER_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
const FAILURE_TOAST = { title: 'Error', description: 'Failed to fetch drivers data' };
const ERROR = { title: 'Drivers could not be loaded', message: 'The driver list is unavailable right now.' };
const NOUN = ['driver', 'drivers'] as const;
const tableTitle = (total: number) => `All Drivers (${total})`;

const HEADER = (
  <PageHeader
    title="Driver Management"
    subtitle="Every driver, their licence, employment and workload"
    actions={
      <Button component={RouterLink} to={routes.drivers.new} variant="contained" startIcon={<PersonAddAlt1Icon />}>
        Add New Driver
      </Button>
    }
  />
);

/** /admin/drivers: "Driver Management", its four figures and the searchable table of every driver. */
export default function DriversListPage() {
  const controller = useListController('drivers', { list: LIST_OPTIONS });
  const figures = useDriverFigures();
  return (
    <ListPageWithFigures
      controller={controller}
      header={HEADER}
      figures={<DriversKpis kpis={figures.kpis} />}
      figuresLoad={figures.load}
      figuresName="Driver figures"
      columns={DRIVER_COLUMNS}
      tableTitle={tableTitle}
      tableName="All Drivers"
      noun={NOUN}
      searchPlaceholder={DRIVER_SEARCH_PLACEHOLDER}
      csvFileName="drivers"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No drivers yet. Add the first one with Add New Driver."
      error={ERROR}
      failureToast={FAILURE_TOAST}
      rowHeight="auto"
      sx={PEOPLE_CELL_STYLES}
    />
  );
}
