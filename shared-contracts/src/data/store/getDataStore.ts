import { generateDataSet } from '../sample/generateDataSet';
import { createDataStore, type StoreFailures } from './createDataStore';
import type { DataStore } from './dataStore';

/** A benchmark-only switch: a number here makes the page's data set that many jobs. */
export const BENCH_JOB_COUNT_KEY = 'zorvex:bench-job-count';

/**
 * A test switch: JSON such as `{"drivers":["list"]}` here makes those calls of the page's store
 * reject, so an end-to-end test can see a screen's failure state.
 */
export const STORE_FAILURES_KEY = 'zorvex:store-failures';

let pageStore: DataStore | undefined;

function storeFailures(): StoreFailures | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORE_FAILURES_KEY);
    return raw ? (JSON.parse(raw) as StoreFailures) : undefined;
  } catch {
    return undefined;
  }
}

function benchJobCount(): number | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(BENCH_JOB_COUNT_KEY);
    const count = raw ? Number(raw) : NaN;
    return Number.isInteger(count) && count >= 0 ? count : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's one store (shared-contracts is a federation singleton), made on first use from
 * today's sample data.
 *
 * @example const jobs = await getDataStore().jobs.list({ search: 'ZVX-101' });
 */
export function getDataStore(): DataStore {
  pageStore ??= createDataStore(generateDataSet({ today: new Date(), jobCount: benchJobCount() }), { failures: storeFailures() });
  return pageStore;
}

/** Drops the page's store so the next `getDataStore` starts again from fresh sample data (tests). */
export function resetDataStore(): void {
  pageStore = undefined;
}
