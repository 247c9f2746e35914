// The ui/list entry: the list wrapper every list uses (search, sort, pagination, CSV export, URL
// state), loaded only by screens that show a list, so other pages never download the data grid.
export { actionsColumn, LIST_CELL_STYLES, TwoLineCell } from './cells';
export { cellColumn, chipColumn, moneyColumn, numberColumn, STRONG, textColumn, twoLineColumn, viewEditColumn } from './columns';
export type { ListStateOptions } from './listState';
export type { ListColumn } from './SearchableDataGrid';
export { SearchableDataGrid } from './SearchableDataGrid';
export { stickyColumnStyles } from './stickyColumn';
export type { ListUrlState } from './useListUrlState';
export { useListUrlState } from './useListUrlState';
export type { GridRenderCellParams, GridRowClassNameParams } from '@mui/x-data-grid';
export { gridClasses } from '@mui/x-data-grid';
