// The list controller: a list's state (search, sort and page in the URL) and the page of rows the provider answers,
// read through the data layer. ListPage ('shared-contracts/ui/list') draws it.
export { useListController } from './useListController';
// Since 5.1 the list page and its words are ui/list's: these stay for remotes built against 5.0.
/** @public @deprecated import it from 'shared-contracts/ui/list' */
export type { ListWords } from 'shared-contracts/ui/list';
/** @public @deprecated import them from 'shared-contracts/ui/list' */
export { BACK_TO_DASHBOARD, listOptions, ListPage } from 'shared-contracts/ui/list';
