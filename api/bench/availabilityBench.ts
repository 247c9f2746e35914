// `pnpm --dir api bench:availability`: the API available or honest, as figures (asserts nothing):
//   - 200 concurrent clients for 20 s (autocannon) on lists, over Debian's PostgreSQL: requests, errors, time-outs,
//     non-2xx (goal 0 errors);
//   - the same over the embedded PGlite: time-outs (goal 0) and 503s with Retry-After (its bounded queue when full);
//   - PostgreSQL stopped under the running API, then started: what the API answers while it is down, and how long after
//     its return the first 200 comes (goal: 503 while down, 200 within 2 s, no restart).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { startApi } from '../../tooling/scripts/apiServer.mjs';
import { startPostgres } from '../../tooling/scripts/postgres.mjs';
import { ensurePostgres } from '../../tooling/scripts/systemPackages.mjs';

const LOAD = { connections: 200, duration: 20 };
const API_PORT = 3198;
const LOGIN = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };
const PAGES = [
  '/api/jobs?perPage=25',
  '/api/clients?q=gallery',
  '/api/jobs?sort=pickup_date&order=desc&perPage=25',
  '/api/vehicles',
  '/api/jobs/aggregate?groupBy=status',
];
const ENV = { DEMO_LOGIN: 'true', LOG_LEVEL: 'error', LOGIN_ATTEMPTS_PER_MINUTE: '1000' };

/** Signs in, waiting out a 503 (a fresh PGlite API may be busy seeding); the cookie, or an error. */
async function signIn(origin: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    if (login.ok)
      return login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    if (login.status !== 503) throw new Error(`Sign-in answered ${login.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(login.headers.get('retry-after') ?? 1)));
  }
  throw new Error('Sign-in answered 503 for a minute');
}

/** 200 clients for 20 s on the lists; prints what they got back. */
async function load(origin: string, cookie: string, database: string) {
  let withRetryAfter = 0;
  const instance = autocannon({
    url: origin,
    connections: LOAD.connections,
    duration: LOAD.duration,
    headers: { Cookie: cookie },
    requests: PAGES.map((page) => ({ method: 'GET' as const, path: page })),
  });
  // autocannon gives no headers per response: one request of our own while it runs reads the 503's Retry-After.
  const probe = setInterval(() => {
    fetch(`${origin}${PAGES[0]}`, { headers: { Cookie: cookie } })
      .then((answer) => {
        if (answer.status === 503 && Number(answer.headers.get('retry-after')) > 0) withRetryAfter += 1;
      })
      .catch(() => {});
  }, 500);
  const result = await instance;
  clearInterval(probe);
  const statuses = (result.statusCodeStats ?? {}) as Record<string, { count: number }>;
  const unavailable = statuses['503']?.count ?? 0;
  const byStatus = Object.entries(statuses)
    .map(([status, { count }]) => `${count.toLocaleString('en-GB')} × ${status}`)
    .join(', ');
  console.log(`\n${LOAD.connections} concurrent clients for ${LOAD.duration} s on ${database}`);
  console.log(
    `  ${result.requests.total.toLocaleString('en-GB')} requests, ${result.requests.average.toFixed(0)} a second; errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx} (of them 503 busy ${unavailable}; probes that met a 503 all had Retry-After: ${withRetryAfter})`,
  );
  console.log(`  answers: ${byStatus}`);
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
}

/** Stops PostgreSQL under the running API, then starts it, polling a list every 50 ms. */
async function outage(origin: string, cookie: string, postgres: Awaited<ReturnType<typeof startPostgres>>) {
  const ask = async () => {
    try {
      const answer = await fetch(`${origin}${PAGES[0]}`, { headers: { Cookie: cookie } });
      return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
    } catch {
      return { status: 0, retryAfter: null };
    }
  };
  postgres.stopServer();
  const whileDown = new Map<string, number>();
  for (let i = 0; i < 20; i += 1) {
    const { status, retryAfter } = await ask();
    const key = `${status}${retryAfter ? ` (Retry-After ${retryAfter})` : ''}`;
    whileDown.set(key, (whileDown.get(key) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  postgres.startServer();
  const back = performance.now();
  let status = 0;
  while (status !== 200 && performance.now() - back < 30_000) {
    status = (await ask()).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log('\nPostgreSQL stopped under the running API, then started (no restart of the API)');
  console.log(`  while down, 20 requests: ${[...whileDown].map(([key, count]) => `${count} × ${key}`).join(', ')}`);
  console.log(`  first 200 ${((performance.now() - back) / 1000).toFixed(2)} s after PostgreSQL was back (goal ≤ 2 s): ${status}`);
}

ensurePostgres();
const postgres = await startPostgres();
let api: Awaited<ReturnType<typeof startApi>> | undefined;
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'zorvex-bench-pglite-'));
try {
  api = await startApi({ port: API_PORT, env: { ...ENV, DATABASE_URL: postgres.url }, quiet: true });
  const cookie = await signIn(api.origin);
  await load(api.origin, cookie, 'PostgreSQL');
  await outage(api.origin, cookie, postgres);
  await api.stop();

  api = await startApi({ port: API_PORT, env: { ...ENV, PGLITE_DIR: pgliteDir }, quiet: true });
  await load(api.origin, await signIn(api.origin), 'PGlite (embedded, one connection, its queue bounded)');
} finally {
  await api?.stop();
  postgres.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
}
