import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  type AggregateGroup,
  type AggregateParams,
  type GetListParams,
  type GetListResult,
  isDataError,
  type LoadStatus,
  type RecordOf,
  type Resource,
} from 'shared-contracts/contract';

import { useDataProvider } from './DataLayer';

export type { LoadStatus };

/** A read as a screen draws it. */
export interface Loaded<T> {
  status: LoadStatus;
  /** The last data read; a list keeps showing it while the next page or search loads. */
  data: T | undefined;
  error: unknown;
  /** True while a read is on its way, even with data on screen. */
  fetching: boolean;
  retry: () => void;
}

function loaded<T>(query: UseQueryResult<T>): Loaded<T> {
  const failed: LoadStatus = isDataError(query.error, 'not-found') ? 'not-found' : 'error';
  return {
    status: query.isError ? failed : query.data !== undefined ? 'ready' : 'loading',
    data: query.data,
    error: query.error,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * The cache's keys: the resource first, so a write to it finds every read of it.
 *
 * @internal exported for the data bench (bench/dataBench.mjs)
 */
export const readKeys = {
  list: (resource: Resource, params: GetListParams) => [resource, 'list', params] as const,
  one: (resource: Resource, id: string | undefined | null) => [resource, 'one', id] as const,
  many: (resource: Resource, ids: readonly string[]) => [resource, 'many', ids] as const,
  aggregate: (resource: Resource, params: AggregateParams) => [resource, 'aggregate', params] as const,
};

interface HookOptions {
  /** False holds the read back (an id not known yet). Default true. */
  enabled?: boolean;
}

interface ListHookOptions extends HookOptions {
  /** Keep the last page on screen while the next loads (a table). Default true; false shows nothing stale (the palette). */
  keepPrevious?: boolean;
}

/**
 * A page of a resource, searched, filtered and sorted by the provider; while the next page or search
 * loads, the last one stays on screen. A read no longer wanted (the next search has replaced it) is aborted: the
 * provider is given TanStack Query's `signal`, as every read here.
 *
 * @example const jobs = useGetList('jobs', { q: search, sort: 'pickup_date', order: 'desc', page: 1, perPage: 10 });
 */
export function useGetList<R extends Resource>(
  resource: R,
  params: GetListParams,
  options: ListHookOptions = {},
): Loaded<GetListResult<RecordOf[R]>> {
  const provider = useDataProvider();
  return loaded(
    useQuery({
      queryKey: readKeys.list(resource, params),
      queryFn: ({ signal }) => provider.getList(resource, params, { signal }),
      placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
      enabled: options.enabled,
    }),
  );
}

/**
 * One record by id; `not-found` for an unknown id.
 *
 * @example const job = useGetOne('jobs', jobId); if (job.status === 'not-found') return <NotFound />;
 */
export function useGetOne<R extends Resource>(resource: R, id: string | undefined | null, options: HookOptions = {}): Loaded<RecordOf[R]> {
  const provider = useDataProvider();
  const result = loaded(
    useQuery({
      queryKey: readKeys.one(resource, id),
      queryFn: ({ signal }) => provider.getOne(resource, { id: id! }, { signal }),
      enabled: (options.enabled ?? true) && Boolean(id),
    }),
  );
  return id ? result : { ...result, status: 'not-found' };
}

/** The records of those ids that exist, in the order asked. */
export function useGetMany<R extends Resource>(resource: R, ids: readonly string[], options: HookOptions = {}): Loaded<RecordOf[R][]> {
  const provider = useDataProvider();
  return loaded(
    useQuery({
      queryKey: readKeys.many(resource, ids),
      queryFn: ({ signal }) => provider.getMany(resource, { ids }, { signal }),
      enabled: options.enabled,
    }),
  );
}

/**
 * Counts and sums the provider works out, for the figures a screen shows.
 *
 * @example const byStatus = useAggregate('jobs', { groupBy: 'status', sum: ['total_amount'] });
 */
export function useAggregate(resource: Resource, params: AggregateParams, options: HookOptions = {}): Loaded<AggregateGroup[]> {
  const provider = useDataProvider();
  return loaded(
    useQuery({
      queryKey: readKeys.aggregate(resource, params),
      queryFn: ({ signal }) => provider.aggregate(resource, params, { signal }),
      enabled: options.enabled,
    }),
  );
}
