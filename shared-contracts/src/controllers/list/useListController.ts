import { useCallback, useMemo } from 'react';
import type { Filter, RecordOf, Resource } from 'shared-contracts/contract';
import { readAll, useDataProvider, useGetList } from 'shared-contracts/data';
import { type ListPageController, type ListStateOptions, useListUrlState } from 'shared-contracts/ui/list';

import { useSearchPause } from './useSearchPause';

export interface ListControllerOptions {
  /** Sortable fields, page sizes and the default page size; a module constant. */
  list: ListStateOptions;
  /** Conditions every row meets beside the search (a job's invoices). Keep it a stable object. */
  filter?: Filter;
  /** The provider's order while the user has picked no sort (a named order such as `dispatch_order`). */
  defaultOrder?: string;
}

/** A list's state and its page of rows (read page by page for the CSV export), as ListPage draws them. */
export interface ListController<R extends Resource> extends ListPageController<RecordOf[R]> {
  resource: R;
  /** True while a page or search is on its way (the last one stays on screen meanwhile). */
  fetching: boolean;
}

const NO_ROWS: readonly never[] = [];

/**
 * A list's state and its page of rows: search, sort and page live in the URL and are sent to the provider,
 * which searches, sorts, pages and counts (react-admin's useListController, here over the data layer). A search is
 * sent once typing pauses (300 ms); a read it replaces is aborted (the provider's AbortSignal).
 *
 * @example
 * const controller = useListController('jobs', { list: JOB_LIST_OPTIONS, defaultOrder: 'dispatch_order' });
 * return <ListPage controller={controller} … />; // ListPage from 'shared-contracts/ui/list'
 */
export function useListController<R extends Resource>(
  resource: R,
  { list: listOptions, filter, defaultOrder }: ListControllerOptions,
): ListController<R> {
  const list = useListUrlState(listOptions);
  const wanted = useMemo(
    () => ({
      q: list.search.trim(),
      sort: list.sort?.field ?? defaultOrder,
      order: list.sort?.direction ?? (defaultOrder ? ('asc' as const) : undefined),
      filter,
      page: list.page + 1,
      perPage: list.pageSize,
    }),
    [list.search, list.sort, list.page, list.pageSize, defaultOrder, filter],
  );
  const params = useSearchPause(wanted, list.searchPending);
  const page = useGetList(resource, params);
  const provider = useDataProvider();
  const readAllRows = useCallback(() => {
    const { q, sort, order } = params;
    return readAll(provider, resource, { q, sort, order, filter: params.filter });
  }, [provider, resource, params]);
  return {
    resource,
    list,
    pageSizeOptions: listOptions.pageSizeOptions,
    rows: page.data?.data ?? NO_ROWS,
    total: page.data?.total,
    status: page.status,
    fetching: page.fetching,
    error: page.error,
    retry: page.retry,
    readAllRows,
  };
}
