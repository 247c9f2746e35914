// `pnpm bench` (or `pnpm --dir api bench`): the API over Debian's PostgreSQL with 1,000,000 jobs. Prints figures,
// asserts nothing:
//   - seeding time; then, through HTTP with a session, a searched, sorted page of jobs: p50 / p95 / max of each kind
//     of search (a client, a job id, a vehicle, a driver, a job type) and of them all, then of the job type's search
//     as it is typed (a, an, ant, …);
//   - the jobs list in Chromium on this API (the built portal, signed in): a search keystroke to the grid updated,
//     median / p95, a client's, the job type's and a vehicle's search typed a key at a time (api/bench/jobsKeystrokes.mjs);
//   - 200 concurrent clients for 30 s (autocannon) on those pages: requests, errors, non-2xx, latency p50 / p99.
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';
import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { startApi } from '../../tooling/scripts/apiServer.mjs';
import { startPostgres } from '../../tooling/scripts/postgres.mjs';
import { ensurePostgres } from '../../tooling/scripts/systemPackages.mjs';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { seedData } from '../src/db/seed';
import { measureJobsKeystrokes, portalBuilt } from './jobsKeystrokes.mjs';

const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SEQUENTIAL_ROUNDS = 40;
const PREFIX_ROUNDS = 11;
const KEYSTROKE_ROUNDS = 4;
const LOAD = { connections: 200, duration: 30 };
const API_PORT = 3199;
const LOGIN = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value: number) => `${value.toFixed(1)} ms`;

ensurePostgres();
const postgres = await startPostgres({ sharedBuffers: '2GB' });
let api: Awaited<ReturnType<typeof startApi>> | undefined;
try {
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  await migrate(db, path.resolve(import.meta.dirname, '../migrations'));
  let started = performance.now();
  const data = generateDataSet({ today: new Date(), jobCount: JOB_COUNT });
  console.log(`Sample data with ${JOB_COUNT.toLocaleString('en-GB')} jobs made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await seedData(db, data);
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`Stored in PostgreSQL (with its indexes) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Searches a dispatcher types: a client, a job id, a vehicle, a driver, a job type; each with the list's sorts.
  const job = data.jobs[Math.floor(data.jobs.length / 3)];
  const searches: Record<string, string> = {
    client: data.clients[7].company_name.split(' ')[0].toLowerCase(),
    'job id': job.id.slice(-7),
    vehicle: data.vehicles[3].registration.toLowerCase(),
    driver: data.drivers[5].name.split(' ')[1].toLowerCase(),
    'job type': 'antique',
  };
  const sorts = [
    'sort=pickup_date&order=desc',
    'sort=dispatch_order&order=asc',
    'sort=client_name&order=asc',
    'sort=total_amount&order=desc',
  ];
  await db.destroy();
  data.jobs.length = 0;

  api = await startApi({ port: API_PORT, env: { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn', DEMO_LOGIN: 'true' }, quiet: true });
  const { origin } = api;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const pathsOf = (kind: string, q: string) =>
    sorts.map((sort) => ({ kind, q, path: `/api/jobs?q=${encodeURIComponent(q)}&${sort}&page=1&perPage=25` }));
  const paths = Object.entries(searches).flatMap(([kind, q]) => pathsOf(kind, q));
  // What a dispatcher's keystrokes send on the way to a search (no goal: for information).
  const typed = searches['job type'];
  const prefixes = Array.from({ length: typed.length - 2 }, (_, i) => typed.slice(0, i + 1)).flatMap((q) => pathsOf(`"${q}"`, q));

  /** Each page in turn, round after round (the first round warms up); prints a line per kind and returns every time. */
  const timeOneAtATime = async (pages: typeof paths, rounds: number): Promise<number[]> => {
    const byKind = new Map<string, { q: string; total: number; times: number[] }>();
    for (let round = 0; round < rounds; round += 1) {
      for (const { kind, q, path: url } of pages) {
        const t = performance.now();
        const response = await fetch(`${origin}${url}`, { headers: { Cookie: cookie } });
        const body = (await response.json()) as { total: number };
        const took = performance.now() - t;
        const figures = byKind.get(kind) ?? { q, total: body.total, times: [] };
        if (round > 0) figures.times.push(took);
        byKind.set(kind, figures);
      }
    }
    for (const [kind, { q, total, times }] of byKind) {
      console.log(
        `  ${kind.padEnd(9)} q=${JSON.stringify(q).padEnd(12)} ${String(total).padStart(7)} matches   p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(Math.max(...times))}`,
      );
    }
    return [...byKind.values()].flatMap(({ times }) => times);
  };
  console.log(
    `\nGET a searched, sorted page of 25 jobs of ${JOB_COUNT.toLocaleString('en-GB')} (each search × ${sorts.length} sorts × ${SEQUENTIAL_ROUNDS - 1} rounds, one at a time; goal p95 ≤ 50 ms)`,
  );
  const all = await timeOneAtATime(paths, SEQUENTIAL_ROUNDS);
  console.log(`  all searches                          p50 ${ms(percentile(all, 50))}   p95 ${ms(percentile(all, 95))}`);
  console.log(`\nThe same as "${typed}" is typed, a key at a time (for information)`);
  await timeOneAtATime(prefixes, PREFIX_ROUNDS);

  console.log(
    `\nThe jobs list in Chromium on this API: a search keystroke to the grid updated (${KEYSTROKE_ROUNDS - 1} rounds; goal ≤ 150 ms)`,
  );
  if (portalBuilt())
    await measureJobsKeystrokes({ api: origin, login: LOGIN, words: [searches.client, typed, searches.vehicle], rounds: KEYSTROKE_ROUNDS });
  else console.log('  skipped: the portal is not built (pnpm build)');

  const result = await autocannon({
    url: origin,
    connections: LOAD.connections,
    duration: LOAD.duration,
    headers: { Cookie: cookie },
    requests: paths.map(({ path: url }) => ({ method: 'GET', path: url })),
  });
  const errors = result.errors + result.timeouts;
  const requests = result.requests.total;
  console.log(`\n${LOAD.connections} concurrent clients for ${LOAD.duration} s (autocannon) on those pages`);
  console.log(
    `  ${requests.toLocaleString('en-GB')} requests, ${result.requests.average.toFixed(0)} a second; errors ${errors}, non-2xx ${result.non2xx} (error rate ${((100 * (errors + result.non2xx)) / Math.max(1, requests)).toFixed(2)} %)`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
} finally {
  await api?.stop();
  postgres.stop();
}
