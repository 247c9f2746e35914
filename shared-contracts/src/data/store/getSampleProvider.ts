import type { DataProvider } from 'shared-contracts/contract';

import { generateDataSetInSlices } from '../sample/generateDataSet';
import { createSampleProvider, type SampleFailures } from './createSampleProvider';
import { currentSampleSession, pageStaff } from './sampleSession';

/** A benchmark-only switch: a number here makes the page's data set that many jobs. */
const BENCH_JOB_COUNT_KEY = 'zorvex:bench-job-count';

/**
 * A test switch: JSON such as `{"drivers":["list"]}` here makes those calls of the page's sample
 * provider reject, so an end-to-end test can see a screen's failure state.
 */
const SAMPLE_FAILURES_KEY = 'zorvex:store-failures';

/** The BroadcastChannel the browser's tabs share their writes on. */
const TAB_WRITES_CHANNEL = 'zorvex:sample-writes';

let pageProvider: DataProvider | undefined;

function readSession<T>(key: string, read: (raw: string) => T | undefined): T | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? read(raw) : undefined;
  } catch {
    return undefined;
  }
}

const sampleFailures = () => readSession<SampleFailures>(SAMPLE_FAILURES_KEY, (raw) => JSON.parse(raw) as SampleFailures);
const benchJobCount = () =>
  readSession(BENCH_JOB_COUNT_KEY, (raw) => {
    const count = Number(raw);
    return Number.isInteger(count) && count >= 0 ? count : undefined;
  });

/**
 * The page's one sample provider (shared-contracts is a federation singleton), made on first use from
 * today's sample data, which it makes in slices that leave the page free to answer meanwhile, over the page's staff
 * accounts and audit trail (the ones its sign-in reads). The browser's tabs share their writes: a write in one is stored
 * in each other open tab and told to its subscribers.
 *
 * @example const { total } = await getSampleProvider().getList('jobs', { perPage: 0 });
 */
export function getSampleProvider(): DataProvider {
  pageProvider ??= createSampleProvider(generateDataSetInSlices({ today: new Date(), jobCount: benchJobCount() }), {
    failures: sampleFailures(),
    session: currentSampleSession,
    channel: TAB_WRITES_CHANNEL,
    staff: pageStaff(),
  });
  return pageProvider;
}
