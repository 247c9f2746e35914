/**
 * A list's state as it lives in the URL: search text, one sort column and the page.
 * Plain functions with no React, so any area (and a future server) reads them the same way.
 *
 * URL form: `?q=tate&sort=-pickup_date&page=3&size=50`. `sort` is a field, with a leading
 * minus for descending; `page` counts from 1; values equal to the defaults are left out.
 */
type SortDirection = 'asc' | 'desc';

export interface ListSort {
  field: string;
  direction: SortDirection;
}

export interface ListState {
  search: string;
  sort: ListSort | null;
  /** Zero-based, as the data grid counts pages. */
  page: number;
  pageSize: number;
}

export interface ListStateOptions {
  /** Fields a user may sort by; any other `sort` value in the URL is ignored. */
  sortableFields: readonly string[];
  pageSizeOptions: readonly number[];
  defaultPageSize: number;
  defaultSort?: ListSort | null;
  /** Prefixes the URL parameters, so two lists on one page keep apart: 'fleet' gives `fleet.q`, `fleet.sort`… */
  paramPrefix?: string;
}

const LIST_PARAMS = { search: 'q', sort: 'sort', page: 'page', pageSize: 'size' } as const;

function listParams(options: ListStateOptions): Record<keyof typeof LIST_PARAMS, string> {
  const prefix = options.paramPrefix ? `${options.paramPrefix}.` : '';
  return {
    search: `${prefix}${LIST_PARAMS.search}`,
    sort: `${prefix}${LIST_PARAMS.sort}`,
    page: `${prefix}${LIST_PARAMS.page}`,
    pageSize: `${prefix}${LIST_PARAMS.pageSize}`,
  };
}

function parseSort(raw: string | null, options: ListStateOptions): ListSort | null {
  const fallback = options.defaultSort ?? null;
  if (raw === null) return fallback;
  if (raw === '') return null;
  const direction: SortDirection = raw.startsWith('-') ? 'desc' : 'asc';
  const field = raw.replace(/^[-+]/, '');
  return options.sortableFields.includes(field) ? { field, direction } : fallback;
}

function parsePositiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Reads a list's state from the URL; anything missing or invalid falls back to the defaults.
 *
 * @example readListState(new URLSearchParams('q=tate&sort=-pickup_date&page=2'), options)
 * // { search: 'tate', sort: { field: 'pickup_date', direction: 'desc' }, page: 1, pageSize: 25 }
 */
export function readListState(params: URLSearchParams, options: ListStateOptions): ListState {
  const names = listParams(options);
  const size = parsePositiveInt(params.get(names.pageSize));
  const page = parsePositiveInt(params.get(names.page));
  return {
    search: params.get(names.search) ?? '',
    sort: parseSort(params.get(names.sort), options),
    page: page === undefined ? 0 : page - 1,
    pageSize: size !== undefined && options.pageSizeOptions.includes(size) ? size : options.defaultPageSize,
  };
}

const sameSort = (a: ListSort | null, b: ListSort | null) =>
  a === b || (a !== null && b !== null && a.field === b.field && a.direction === b.direction);

/**
 * Writes a list's state into a copy of `params`, keeping unrelated parameters and leaving
 * out values equal to the defaults, so a plain list has a plain URL.
 *
 * @example writeListState(new URLSearchParams('tab=1'), { search: 'tate', sort: null, page: 0, pageSize: 25 }, options).toString()
 * // 'tab=1&q=tate'
 */
export function writeListState(params: URLSearchParams, state: ListState, options: ListStateOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  const names = listParams(options);
  for (const key of Object.values(names)) next.delete(key);
  // Always the same order, so one state has one URL.
  const set = (key: string, value: string | null) => {
    if (value !== null) next.append(key, value);
  };
  const defaultSort = options.defaultSort ?? null;
  set(names.search, state.search === '' ? null : state.search);
  set(
    names.sort,
    sameSort(state.sort, defaultSort)
      ? null
      : state.sort === null
        ? ''
        : `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`,
  );
  set(names.page, state.page > 0 ? String(state.page + 1) : null);
  set(names.pageSize, state.pageSize === options.defaultPageSize ? null : String(state.pageSize));
  return next;
}
