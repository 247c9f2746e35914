// The `shared-contracts/grid` entry: loaded only by screens that show a list, so the
// host's first page never downloads the data grid. Core pieces come from 'shared-contracts'.
export { SearchableDataGrid } from './SearchableDataGrid';
export type { SearchableDataGridProps } from './SearchableDataGrid';
export { useListUrlState, SEARCH_URL_DELAY_MS } from './useListUrlState';
export type { ListUrlState, ListUrlStateSettings } from './useListUrlState';
export { readListState, writeListState, LIST_PARAMS } from './listState';
export { createTextSearch } from './textSearch';
export type { ListSort, ListState, ListStateOptions, SortDirection } from './listState';
export type { GridColDef, GridRenderCellParams, GridRowClassNameParams } from '@mui/x-data-grid';
