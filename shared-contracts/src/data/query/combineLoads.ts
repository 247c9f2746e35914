import type { Loaded, LoadStatus } from './readHooks';

export interface CombinedLoad {
  /** `error` if any read failed, `not-found` if any found nothing, `loading` until every one is in, else `ready`. */
  status: LoadStatus;
  /** The first read's error. */
  error: unknown;
  /** Tries again every read that failed. */
  retry: () => void;
}

const RANK: Record<LoadStatus, number> = { error: 0, 'not-found': 1, loading: 2, ready: 3 };

/**
 * Several reads a screen needs together, as one: it is ready when all are, and has failed when any has.
 *
 * @example const page = combineLoads(vehicle, jobs); if (page.status === 'error') return <ErrorView onRetry={page.retry} />;
 */
export function combineLoads(...loads: readonly Pick<Loaded<unknown>, 'status' | 'error' | 'retry'>[]): CombinedLoad {
  const worst = loads.reduce<LoadStatus>((status, load) => (RANK[load.status] < RANK[status] ? load.status : status), 'ready');
  const failed = loads.filter((load) => load.status === 'error' || load.status === 'not-found');
  return {
    status: worst,
    error: failed[0]?.error,
    retry: () => failed.forEach((load) => load.retry()),
  };
}
