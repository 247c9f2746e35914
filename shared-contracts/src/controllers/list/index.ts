// The list controllers: a list's state and page of rows read through the data layer, and the list page
// every list screen is drawn in, with the data grid, from its words, columns and figures.
export { ListPage } from './ListPage';
export type { ListWords } from './listWords';
export { BACK_TO_DASHBOARD, listOptions } from './listWords';
export { useListController } from './useListController';
