import { generateDataSet } from '../data/generateDataSet';
import { createDataStore } from './createDataStore';
import type { DataStore } from './dataStore';

/** A benchmark-only switch: a number here makes the page's data set that many jobs. */
export const BENCH_JOB_COUNT_KEY = 'zorvex:bench-job-count';

let pageStore: DataStore | undefined;

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
  pageStore ??= createDataStore(generateDataSet({ today: new Date(), jobCount: benchJobCount() }));
  return pageStore;
}

/** Drops the page's store so the next `getDataStore` starts again from fresh sample data (tests). */
export function resetDataStore(): void {
  pageStore = undefined;
}
