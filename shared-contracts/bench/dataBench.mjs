// Prints how long the sample data takes to make and search. Figures only, no pass/fail.
// Run from the repository root: node shared-contracts/bench/dataBench.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
require('./registerTypeScript.cjs');
const { generateDataSet } = require('../src/data/sample/generateDataSet.ts');
const { createDataStore } = require('../src/data/store/createDataStore.ts');

const today = new Date();
const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function time(run) {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

async function timeAsync(run) {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

function report(label, goal, first, repeats) {
  const warm = repeats.length ? `, warm median ${ms(median(repeats))} of ${repeats.length}` : '';
  console.log(`${label.padEnd(44)} first ${ms(first)}${warm}   (goal ≤ ${goal})`);
}

const firstDefault = time(() => generateDataSet({ today }));
const defaultRuns = Array.from({ length: 10 }, () => time(() => generateDataSet({ today })).ms);
report(`default data set (${firstDefault.result.jobs.length} jobs, all collections)`, '50 ms', firstDefault.ms, defaultRuns);

const firstBig = time(() => generateDataSet({ today, jobCount: 100_000 }));
const bigRuns = Array.from({ length: 3 }, () => time(() => generateDataSet({ today, jobCount: 100_000 })).ms);
report('data set with 100,000 jobs', '1 s', firstBig.ms, bigRuns);

const built = time(() => createDataStore(firstBig.result));
const store = built.result;
report('store over 100,000 jobs (its id index)', '–', built.ms, []);
const query = firstBig.result.drivers[0].name.split(' ')[1].toLowerCase();
const firstSearch = await timeAsync(() => store.jobs.list({ search: query }));
const searchRuns = [];
for (const q of ['zvx-1', 'office', query, 'job-2025-0', 'whitcombe', 'fine art', 'x', query]) {
  searchRuns.push((await timeAsync(() => store.jobs.list({ search: q }))).ms);
}
report(`one search over 100,000 jobs ("${query}", ${firstSearch.result.length} hits)`, '30 ms', firstSearch.ms, searchRuns);

const smallStore = createDataStore(firstDefault.result);
const smallFirst = await timeAsync(() => smallStore.jobs.list({ search: 'ZVX' }));
report('one search over 980 jobs', '50 ms keystroke', smallFirst.ms, []);
