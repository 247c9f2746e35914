import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useHasLeftPage, useSearchParams } from 'shared-contracts/ui';

import { type ListSort, type ListState, type ListStateOptions, readListState, writeListState } from './listState';

/** Typing settles for this long before the search is written to the URL. */
const SEARCH_URL_DELAY_MS = 300;

export interface ListUrlStateSettings {
  /**
   * Filter on a deferred copy of the search (useDeferredValue), so typing stays responsive while a
   * very large list re-renders. Leave it off for ordinary lists: filtering in the keystroke's own
   * render shows the result soonest.
   */
  deferSearch?: boolean;
  /** How long typing must pause before the search is written to the URL. */
  searchUrlDelayMs?: number;
}

export interface ListUrlState {
  /** What the search box shows; changes on every keystroke. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The search to filter by: the input itself, or its deferred copy with `deferSearch`. */
  search: string;
  /** True while typing has not paused long enough for the search to reach the URL: a list read from a server waits. */
  searchPending: boolean;
  sort: ListSort | null;
  setSort: (sort: ListSort | null) => void;
  /** Zero-based. */
  page: number;
  pageSize: number;
  setPagination: (page: number, pageSize: number) => void;
}

const keyOf = (state: ListState) =>
  JSON.stringify([state.search, state.sort?.field ?? null, state.sort?.direction ?? null, state.page, state.pageSize]);

/**
 * A list's search, sort and page, kept in the URL (`?q=…&sort=-field&page=2&size=50`) so a
 * link, a reload or Back restores them.
 *
 * The state lives in React first, so the search box and the grid update in the same render as
 * the user's action; the URL follows (replacing the entry, so Back leaves the list rather than
 * replaying keystrokes): at once for sort and page, once typing pauses for the search, so the
 * router never re-renders the page under a keystroke. A URL change from elsewhere (Back, a
 * link) is taken into the state; the router applying this hook's own writes later is not.
 *
 * `options` must be a stable object (a module constant).
 *
 * @example
 * const list = useListUrlState(JOB_LIST_OPTIONS);
 * const rows = useMemo(() => searchJobs(jobs, list.search), [jobs, list.search]);
 */
export function useListUrlState(
  options: ListStateOptions,
  { deferSearch = false, searchUrlDelayMs = SEARCH_URL_DELAY_MS }: ListUrlStateSettings = {},
): ListUrlState {
  const [params, setParams] = useSearchParams();
  const hasLeftPage = useHasLeftPage();
  const url = useMemo(() => readListState(params, options), [params, options]);
  const urlKey = keyOf(url);

  const [state, setState] = useState<ListState>(url);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  // States this hook wrote that the router has not applied yet: it applies them later (in a
  // transition), by which time the user may have typed or paged on, so they must not be taken
  // back into the state.
  const [pendingKeys, setPendingKeys] = useState<readonly string[]>([]);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    const own = pendingKeys.indexOf(urlKey);
    if (own >= 0) {
      setPendingKeys(pendingKeys.slice(own + 1));
    } else {
      setPendingKeys([]);
      setState(url);
    }
  }

  const stateKey = keyOf(state);
  useEffect(() => {
    if (stateKey === urlKey) return undefined;
    const write = () => {
      // Gone to another page whose screen is still loading: this list stays on screen meanwhile, and
      // writing its search now would navigate back to it.
      if (hasLeftPage()) return;
      setPendingKeys((keys) => [...keys.slice(-9), stateKey]);
      setParams((current) => writeListState(current, state, options), { replace: true });
    };
    if (state.search === url.search) {
      write();
      return undefined;
    }
    const timer = setTimeout(write, searchUrlDelayMs);
    return () => clearTimeout(timer);
  }, [state, stateKey, url.search, urlKey, options, setParams, searchUrlDelayMs, hasLeftPage]);

  const setSearchInput = useCallback((search: string) => setState((current) => ({ ...current, search, page: 0 })), []);
  const setSort = useCallback((sort: ListSort | null) => setState((current) => ({ ...current, sort, page: 0 })), []);
  const setPagination = useCallback((page: number, pageSize: number) => setState((current) => ({ ...current, page, pageSize })), []);

  const deferred = useDeferredValue(state.search);
  return {
    searchInput: state.search,
    setSearchInput,
    search: deferSearch ? deferred : state.search,
    searchPending: state.search !== url.search,
    sort: state.sort,
    setSort,
    page: state.page,
    pageSize: state.pageSize,
    setPagination,
  };
}
