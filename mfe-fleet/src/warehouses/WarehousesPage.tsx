import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { routes, type Warehouse } from 'shared-contracts/contract';
import { ListPage, useListController } from 'shared-contracts/controllers/list';
import { useAggregate } from 'shared-contracts/data';
import { Link as RouterLink, PageHeader } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { ListFigures, withFigures } from '../common/listFigures';
import { FacilityDetailsDialog } from './FacilityDetailsDialog';
import { SORTABLE_WAREHOUSE_FIELDS, WAREHOUSE_GRID_CELL_STYLES, warehouseColumns } from './warehouseColumns';
import { WarehouseSummaryCards } from './WarehouseSummaryCards';
import { WAREHOUSE_SUMMARY_QUERY, warehouseSummary } from './warehouseSummary';

const WAREHOUSE_SEARCH_PLACEHOLDER = 'Search by name, address, type, or manager...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_WAREHOUSE_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
const NOUN = ['facility', 'facilities'] as const;
const ERROR = { title: 'Facilities could not be loaded', message: 'The facility list is unavailable right now.' };

const facilities = (count: number) => `${count} ${count === 1 ? 'facility' : 'facilities'}`;

/**
 * /admin/warehouses: "Warehouse Management", the five summary cards and the "Storage Facilities" table, searched
 * by the provider (the command palette links here with `?q=<name>`).
 */
export default function WarehousesPage() {
  const figures = useAggregate('warehouses', WAREHOUSE_SUMMARY_QUERY);
  const summary = figures.data && warehouseSummary(figures.data);
  const controller = useListController('warehouses', { list: LIST_OPTIONS });
  const [viewing, setViewing] = useState<Warehouse | null>(null);
  const closeDialog = useCallback(() => setViewing(null), []);
  const [columns] = useState(() => warehouseColumns(setViewing));

  return (
    <>
      <ListPage
        controller={withFigures(controller, figures)}
        header={
          <PageHeader
            title="Warehouse Management"
            subtitle={summary ? `${facilities(summary.facilities)} across the UK` : 'Storage facilities across the UK'}
            back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
            actions={
              <Button component={RouterLink} to={routes.admin.warehousesNew} variant="contained" startIcon={<AddIcon />}>
                Add Warehouse
              </Button>
            }
          />
        }
        figures={
          <ListFigures load={figures} listFailed={controller.status === 'error'}>
            <WarehouseSummaryCards summary={summary} />
          </ListFigures>
        }
        columns={columns}
        tableTitle={(total) => `Storage Facilities (${total})`}
        tableName="Storage Facilities"
        noun={NOUN}
        searchPlaceholder={WAREHOUSE_SEARCH_PLACEHOLDER}
        csvFileName="storage-facilities"
        pageSizeOptions={PAGE_SIZES}
        emptyMessage="No facilities yet. Add the first one with Add Warehouse."
        error={ERROR}
        rowHeight="auto"
        sx={WAREHOUSE_GRID_CELL_STYLES}
      />
      <FacilityDetailsDialog warehouse={viewing} onClose={closeDialog} />
    </>
  );
}
