import AddIcon from '@mui/icons-material/Add';
import { useCallback, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useAggregate, useCan } from 'shared-contracts/data';
import type { Warehouse } from 'shared-contracts/records';
import { BACK_TO_DASHBOARD, listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { FIGURES_ERROR } from '../common/figuresError';
import { FacilityDetailsDialog } from './FacilityDetailsDialog';
import { SORTABLE_WAREHOUSE_FIELDS, WAREHOUSE_GRID_CELL_STYLES, warehouseColumns } from './warehouseColumns';
import { WAREHOUSE_SUMMARY_QUERY, warehouseSummary } from './warehouseSummary';
import { WarehouseSummaryCards } from './WarehouseSummaryCards';

const WAREHOUSE_SEARCH_PLACEHOLDER = 'Search by name, address, type, or manager...';
const OPTIONS = listOptions(SORTABLE_WAREHOUSE_FIELDS);

const facilities = (count: number) => `${count} ${count === 1 ? 'facility' : 'facilities'}`;

const WORDS: ListWords = {
  header: { title: 'Warehouse Management', subtitle: 'Storage facilities across the UK', back: BACK_TO_DASHBOARD },
  create: { label: 'Add Warehouse', to: routes.admin.warehousesNew, icon: <AddIcon /> },
  table: {
    name: 'Storage Facilities',
    noun: ['facility', 'facilities'],
    csvFileName: 'storage-facilities',
    searchPlaceholder: WAREHOUSE_SEARCH_PLACEHOLDER,
  },
  emptyMessage: 'No facilities yet. Add the first one with Add Warehouse.',
};

/**
 * /admin/warehouses: "Warehouse Management", the five summary cards and the "Storage Facilities" table, searched
 * by the provider (the command palette links here with `?q=<name>`).
 */
export default function WarehousesPage() {
  const load = useAggregate('warehouses', WAREHOUSE_SUMMARY_QUERY);
  const summary = load.data && warehouseSummary(load.data);
  const mayAdd = useCan('warehouses', 'create');
  const figures = { cards: <WarehouseSummaryCards summary={summary} />, load, error: FIGURES_ERROR };
  const shown = mayAdd ? WORDS : { ...WORDS, create: undefined };
  const words = summary ? { ...shown, header: { ...shown.header, subtitle: `${facilities(summary.facilities)} across the UK` } } : shown;
  const controller = useListController('warehouses', { list: OPTIONS });
  const [viewing, setViewing] = useState<Warehouse | null>(null);
  const closeDialog = useCallback(() => setViewing(null), []);
  const [columns] = useState(() => warehouseColumns(setViewing));

  return (
    <>
      <ListPage controller={controller} words={words} figures={figures} columns={columns} sx={WAREHOUSE_GRID_CELL_STYLES} />
      <FacilityDetailsDialog warehouse={viewing} onClose={closeDialog} />
    </>
  );
}
