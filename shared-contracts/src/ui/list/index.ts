// The ui/list entry: the list wrapper every list uses (search, sort, pagination, CSV export, URL
// state), loaded only by screens that show a list, so other pages never download the data grid.
export { SearchableDataGrid } from './SearchableDataGrid';
export type { ListColumn } from './SearchableDataGrid';
export { useListUrlState } from './useListUrlState';
export type { ListStateOptions } from './listState';
export type { ListUrlState } from './useListUrlState';
export { gridClasses } from '@mui/x-data-grid';
export type { GridRenderCellParams, GridRowClassNameParams } from '@mui/x-data-grid';
export { LIST_CELL_STYLES, TwoLineCell, actionsColumn } from './cells';
export { STRONG, cellColumn, chipColumn, moneyColumn, numberColumn, textColumn, twoLineColumn, viewEditColumn } from './columns';
export { stickyColumnStyles } from './stickyColumn';
