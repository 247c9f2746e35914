// The ui/list entry: the list page and the list wrapper every list uses (search, sort, pagination, CSV export, URL
// state), loaded only by screens that show a list, so other pages never download the data grid.
export { actionsColumn, TwoLineCell } from './cells';
export { cellColumn, chipColumn, moneyColumn, numberColumn, STRONG, textColumn, twoLineColumn, viewEditColumn } from './columns';
export type { ListPageController } from './ListPage';
export { ListPage } from './ListPage';
export type { ListStateOptions } from './listState';
export type { ListWords } from './listWords';
export { BACK_TO_DASHBOARD, listOptions } from './listWords';
export type { ListColumn } from './SearchableDataGrid';
export { SearchableDataGrid } from './SearchableDataGrid';
export { stickyColumnStyles } from './stickyColumn';
export { useListUrlState } from './useListUrlState';
export type { GridRenderCellParams } from '@mui/x-data-grid';
export { gridClasses } from '@mui/x-data-grid';
