// The list controllers: a list's state and page of rows read through the data layer, and the list page
// every list screen is drawn in, with the data grid.
export { useListController } from './useListController';
export type { ListController } from './useListController';
export { ListPage } from './ListPage';
export type { ListPageProps } from './ListPage';
