// Prints how long the sample data takes to make and the sample provider to answer a list's search, and which
// reads a write makes the cache run again. Figures only, no pass/fail.
// Run from the repository root: node shared-contracts/bench/dataBench.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
require('./registerTypeScript.cjs');
const { QueryClient, QueryObserver } = require('@tanstack/react-query');
const { generateDataSet } = require('../src/data/sample/generateDataSet.ts');
const { createSampleProvider } = require('../src/data/store/createSampleProvider.ts');
const { readKeys } = require('../src/data/query/readHooks.ts');
const { refreshAfterWrite } = require('../src/data/query/refresh.ts');

const today = new Date();
const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function time(run) {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

function report(label, goal, first, repeats) {
  const warm = repeats.length ? `, warm median ${ms(median(repeats))} of ${repeats.length}` : '';
  console.log(`${label.padEnd(58)} first ${ms(first)}${warm}   (goal ≤ ${goal})`);
}

const firstDefault = await time(() => generateDataSet({ today }));
const defaultRuns = [];
for (let i = 0; i < 10; i++) defaultRuns.push((await time(() => generateDataSet({ today }))).ms);
report(`default data set (${firstDefault.result.jobs.length} jobs, all collections)`, '50 ms', firstDefault.ms, defaultRuns);

const firstBig = await time(() => generateDataSet({ today, jobCount: 100_000 }));
report('data set with 100,000 jobs', '1 s', firstBig.ms, []);

// The jobs list's question on every keystroke: a search, in dispatch order, one page of ten.
const provider = createSampleProvider(firstBig.result);
const page = (q) => provider.getList('jobs', { q, sort: 'dispatch_order', order: 'asc', page: 1, perPage: 10 });
const firstPage = await time(() => page(''));
report('jobs list, first page over 100,000 jobs (orders them once)', '–', firstPage.ms, []);
const query = firstBig.result.drivers[0].name.split(' ')[1].toLowerCase();
const firstSearch = await time(() => page(query));
const searchRuns = [];
for (const q of ['zvx-1', 'office', query, 'job-2025-0', 'whitcombe', 'fine art', 'x', query])
  searchRuns.push((await time(() => page(q))).ms);
report(`a search page over 100,000 jobs ("${query}", ${firstSearch.result.total} found)`, '100 ms keystroke', firstSearch.ms, searchRuns);
const figures = await time(() => provider.aggregate('jobs', { groupBy: 'status', sum: ['total_amount'] }));
report('the jobs figures over 100,000 jobs (count and sum by status)', '–', figures.ms, []);

/**
 * Which reads a write runs again: every area's screens and the sidebar badges are on screen at once (each
 * read an active query over the sample provider, with the data layer's own keys and refresh), then an
 * invoice is sent and one is generated. Reads are counted by resource.
 */
async function rerunsAfterWrites() {
  const sample = createSampleProvider(generateDataSet({ today }), { now: () => today });
  const reads = new Map();
  const count = (resource) => reads.set(resource, (reads.get(resource) ?? 0) + 1);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const screens = [
    ['list', 'jobs', { sort: 'dispatch_order', order: 'asc', page: 1, perPage: 10 }],
    ['aggregate', 'jobs', { groupBy: 'status', sum: ['total_amount'] }],
    ['list', 'vehicles', { page: 1, perPage: 25 }],
    ['aggregate', 'vehicles', { groupBy: 'status', sum: ['critical_alert_count'] }],
    ['list', 'drivers', { page: 1, perPage: 10 }],
    ['aggregate', 'drivers', { groupBy: 'employment_type' }],
    ['list', 'clients', { page: 1, perPage: 10 }],
    ['list', 'warehouses', { page: 1, perPage: 10 }],
    ['list', 'systemAlerts', { page: 1, perPage: 10 }],
    ['list', 'invoices', { page: 1, perPage: 10 }],
    ['aggregate', 'invoices', { groupBy: 'status', sum: ['total_amount'] }],
    ['aggregate', 'jobs', { filter: { status: 'in_progress' } }],
    ['aggregate', 'systemAlerts', { filter: { status: 'active' } }],
  ];
  const observers = screens.map(([kind, resource, params]) => {
    const observer = new QueryObserver(client, {
      queryKey: readKeys[kind](resource, params),
      queryFn: () => (count(resource), kind === 'list' ? sample.getList(resource, params) : sample.aggregate(resource, params)),
    });
    return { observer, unsubscribe: observer.subscribe(() => {}) };
  });
  await Promise.all(observers.map(({ observer }) => observer.refetch()));
  const areaOf = {
    jobs: 'jobs',
    vehicles: 'fleet',
    warehouses: 'fleet',
    systemAlerts: 'fleet',
    drivers: 'people',
    clients: 'people',
    invoices: 'finance',
  };
  const afterWrite = async (label, write) => {
    reads.clear();
    const { changed } = await write();
    await refreshAfterWrite(client, changed);
    const byArea = new Map();
    for (const [resource, n] of reads) byArea.set(areaOf[resource], [...(byArea.get(areaOf[resource]) ?? []), `${n} ${resource}`]);
    const shown = [...byArea].map(([area, counts]) => `${area}: ${counts.join(' + ')}`);
    console.log(`${label.padEnd(58)} ${shown.join(', ') || 'none'}   (goal: no fleet, people or jobs read)`);
  };
  const [invoice] = (await sample.getList('invoices', { filter: { status: 'generated' }, perPage: 1 })).data;
  await afterWrite(`reads run again after Send Invoice (${invoice.status} → sent)`, () =>
    sample.update('invoices', { id: invoice.id, data: { status: 'sent' } }),
  );
  await afterWrite('reads run again after Generate Invoice (a new invoice)', () =>
    sample.create('invoices', { data: { client_id: 'CLI-002', services: 'Storage Services', amount: 1200, status: 'generated' } }),
  );
  observers.forEach(({ unsubscribe }) => unsubscribe());
  client.clear();
}

await rerunsAfterWrites();
