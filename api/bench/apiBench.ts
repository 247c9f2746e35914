// `pnpm bench` (or `pnpm --dir api bench`): the API over Debian's PostgreSQL with 1,000,000 jobs. Prints figures,
// asserts nothing:
//   - seeding time; then, through HTTP with a session, a searched, sorted page of jobs: p50 / p95 / max of each kind
//     of search (a client, a job id, a vehicle, a driver, a job type) and of them all;
//   - 200 concurrent clients for 30 s (autocannon) on those pages: requests, errors, non-2xx, latency p50 / p99.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { generateDataSet } from 'shared-contracts/server';
import { startApi } from '../../tooling/scripts/apiServer.mjs';
import { startPostgres } from '../../tooling/scripts/postgres.mjs';
import { ensurePostgres } from '../../tooling/scripts/systemPackages.mjs';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { seedData } from '../src/db/seed';
import { sql } from 'kysely';

const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SEQUENTIAL_ROUNDS = 40;
const LOAD = { connections: 200, duration: 30 };
const API_PORT = 3199;
const LOGIN = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
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
  const sorts = ['sort=pickup_date&order=desc', 'sort=dispatch_order&order=asc', 'sort=client_name&order=asc', 'sort=total_amount&order=desc'];
  await db.destroy();
  data.jobs.length = 0;

  api = await startApi({ port: API_PORT, env: { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' }, quiet: true });
  const login = await fetch(`${api.origin}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(LOGIN) });
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const paths = Object.entries(searches).flatMap(([kind, q]) => sorts.map((sort) => ({ kind, path: `/api/jobs?q=${encodeURIComponent(q)}&${sort}&page=1&perPage=25` })));

  const byKind = new Map<string, number[]>();
  const totals = new Map<string, number>();
  for (let round = 0; round < SEQUENTIAL_ROUNDS; round += 1) {
    for (const { kind, path: url } of paths) {
      const t = performance.now();
      const response = await fetch(`${api.origin}${url}`, { headers: { Cookie: cookie } });
      const body = (await response.json()) as { total: number };
      const took = performance.now() - t;
      if (round > 0) byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
      totals.set(kind, body.total);
    }
  }
  console.log(`\nGET a searched, sorted page of 25 jobs of ${JOB_COUNT.toLocaleString('en-GB')} (each search × ${sorts.length} sorts × ${SEQUENTIAL_ROUNDS - 1} rounds, one at a time; goal p95 ≤ 50 ms)`);
  const all: number[] = [];
  for (const [kind, times] of byKind) {
    all.push(...times);
    console.log(`  ${kind.padEnd(9)} q=${JSON.stringify(searches[kind]).padEnd(12)} ${String(totals.get(kind)).padStart(7)} matches   p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(Math.max(...times))}`);
  }
  console.log(`  all searches                          p50 ${ms(percentile(all, 50))}   p95 ${ms(percentile(all, 95))}`);

  const result = await autocannon({
    url: api.origin,
    connections: LOAD.connections,
    duration: LOAD.duration,
    headers: { Cookie: cookie },
    requests: paths.map(({ path: url }) => ({ method: 'GET', path: url })),
  });
  const errors = result.errors + result.timeouts;
  const requests = result.requests.total;
  console.log(`\n${LOAD.connections} concurrent clients for ${LOAD.duration} s (autocannon) on those pages`);
  console.log(`  ${requests.toLocaleString('en-GB')} requests, ${result.requests.average.toFixed(0)} a second; errors ${errors}, non-2xx ${result.non2xx} (error rate ${((100 * (errors + result.non2xx)) / Math.max(1, requests)).toFixed(2)} %)`);
  console.log(`  latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
} finally {
  await api?.stop();
  postgres.stop();
}
