import fc from 'fast-check';
import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import type { RegisteredRoute } from '../app';
import { accountByEmail } from '../auth/accounts';
import { createSessions, SESSION_COOKIE } from '../auth/sessions';
import { streamAnswer } from '../testing/streamAnswer';
import { startTestApi, type TestApi } from '../testing/testApi';
import { FIXED_CASES } from './fixedCases';
import { type FuzzRequest, routeRequests } from './routeRequests';

// Every route Fastify registered, fuzzed from its own schema with hostile values and every spelling of its path. The
// big run is made once, on PGlite (`pnpm test:unit`); on PostgreSQL (`pnpm test:api`) a tenth of it.
const BIG_RUN = !process.env.DATABASE_URL;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (BIG_RUN ? 20_000 : 2_000));
const SECONDS = Number(process.env.FUZZ_SECONDS ?? (BIG_RUN ? 120 : 40));
const SEED = Number(process.env.FUZZ_SEED ?? 37);

const today = new Date(2025, 7, 21, 10, 30);
const UNAUTHORIZED = { error: 'unauthorized', message: 'Sign in to use the API' };
const ROUTER_REFUSAL = /^The path could not be read|^A part of the path is longer/;

let api: TestApi;
let cookie: string;
/** A few ids that exist, per path prefix (`/api/jobs`). */
const idsOf = new Map<string, string[]>();
/** Each route's fields (its sort's choices, or its body's), for filters. */
const fieldsOf = (route: RegisteredRoute) => {
  const sort = (route.schema?.querystring as { shape?: Record<string, { _zod: { def: { innerType?: { options?: string[] } } } }> })?.shape
    ?.sort;
  return sort?._zod.def.innerType?.options ?? ['id', 'status', 'name'];
};

/** Every route and method Fastify registered (HEAD beside each GET), read from its onRoute hook. */
const routes = () =>
  api.app.registeredRoutes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method })),
  );

beforeAll(async () => {
  api = await startTestApi({ now: () => today, env: { LOGIN_ATTEMPTS_PER_MINUTE: '5' } });
  await api.reset(generateDataSet({ today }));
  cookie = api.cookie;
  for (const [prefix, table] of Object.entries({
    jobs: 'jobs',
    drivers: 'drivers',
    vehicles: 'vehicles',
    clients: 'clients',
    invoices: 'invoices',
    warehouses: 'warehouses',
    systemAlerts: 'system_alerts',
  })) {
    const { rows } = await sql<{ id: string }>`SELECT id FROM ${sql.table(table)} ORDER BY id LIMIT 3`.execute(api.db);
    idsOf.set(
      `/api/${prefix}`,
      rows.map((row) => row.id),
    );
  }
}, 180_000);
afterAll(() => api?.close());

/** Rows and the sum of versions of every table: a refused write changes neither. */
async function stored(): Promise<string> {
  const tables = ['jobs', 'drivers', 'vehicles', 'clients', 'invoices', 'warehouses', 'system_alerts'];
  const { rows } = await sql<{ figures: string }>`SELECT concat_ws(' ', ${sql.join(
    tables.map((table) => sql`(SELECT count(*) || '/' || coalesce(sum(version), 0) FROM ${sql.table(table)})`),
  )}) AS figures`.execute(api.db);
  return rows[0].figures;
}

const counted = { requests: 0, serverErrors: 0, routes: new Set<string>() };

/** What was stored after the last write (reads change nothing a write could). */
let storedBefore: string | undefined;

/** Sends one request and holds its answer to the rules every answer keeps. */
async function check(request: FuzzRequest, route: RegisteredRoute | undefined) {
  const writes = request.method === 'POST' || request.method === 'PATCH';
  storedBefore ??= await stored();
  const answer = route?.stream
    ? await streamAnswer(api.origin, request, request.signedIn ? cookie : undefined)
    : await api.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(request.signedIn ? { cookie } : {}) },
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
  counted.requests += 1;
  counted.routes.add(`${request.method} ${request.route}`);
  const status = answer.statusCode;
  if (status >= 500) counted.serverErrors += 1;
  expect(status).toBeLessThan(500);
  // An answer other than JSON (the audit log's CSV) is read only when it is a refusal, which is JSON whatever the route.
  const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  const body =
    request.method === 'HEAD' || !answer.body || (status < 400 && !json) ? undefined : (answer.json() as Record<string, unknown>);
  if (status >= 400 && body !== undefined)
    expect(body).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
  if (!request.signedIn && route && !route.public) {
    if (request.spelling === 'as is' && !(status === 400 && ROUTER_REFUSAL.test(String(body?.message))))
      expect(body ?? UNAUTHORIZED).toEqual(UNAUTHORIZED);
    expect(status < 200 || status >= 300).toBe(true);
  }
  if (writes) {
    const now = await stored();
    // Only an accepted write may change what is stored.
    if (status >= 400) expect(now).toBe(storedBefore);
    storedBefore = now;
  }
  // A logout (or signing out everywhere) with the test's session ends it: the next requests sign in afresh.
  if ((request.route === '/api/auth/logout' || request.route === '/api/auth/sessions/end-all') && request.signedIn && status === 204)
    cookie = await freshCookie();
}

async function freshCookie(): Promise<string> {
  const sessions = createSessions(api.db, { idleMinutes: 30, maxHours: 12 }, () => today);
  const admin = await accountByEmail(api.db, api.config.admin.email);
  return `${SESSION_COOKIE}=${await sessions.start(admin!.id)}`;
}

it('answers 401 without a session on every route that needs one, read from Fastify', async () => {
  const needing = routes().filter(({ route }) => !route.public);
  for (const { route, method } of needing) {
    const id = idsOf.get(route.url.replace('/:id', ''))?.[0] ?? 'ANY-1';
    const answer = await api.app.inject({
      method: method as 'GET',
      url: route.url.replace(':id', id),
      payload: method === 'POST' || method === 'PATCH' ? {} : undefined,
    });
    expect([method, route.url, answer.statusCode]).toEqual([method, route.url, 401]);
    if (method !== 'HEAD') expect(answer.json()).toEqual(UNAUTHORIZED);
  }
  const all = routes().length;
  console.log(
    `401 test: ${needing.length} of ${needing.length} routes that need a session (100 %); ${all - needing.length} public of ${all} registered`,
  );
});

it('answers the requests a fuzz run once failed on as it must', async () => {
  for (const request of FIXED_CASES)
    await check(
      request,
      api.app.registeredRoutes.find((route) => route.url === request.route),
    );
});

it(
  `answers ${REQUESTS.toLocaleString('en-GB')} fuzzed requests over every route: never a 5xx, refusals { error, message }, 401 without a session, nothing stored by a refusal`,
  async () => {
    const all = routes();
    const perRoute = Math.ceil(REQUESTS / all.length);
    const deadline = Date.now() + SECONDS * 1000;
    for (const [index, { route, method }] of all.entries()) {
      const prefix = route.url.replace('/:id', '');
      const requests = routeRequests(route, method, { ids: idsOf.get(prefix) ?? ['ANY-1'], fields: fieldsOf(route) });
      // A route may use what the routes before it left of the run's time: a slow route (a write, checked against
      // what is stored) then gets its share of requests too, and the run stays within its time.
      const timeLeft = Math.max(1000, deadline - Date.now());
      await fc.assert(
        fc.asyncProperty(requests, (request) => check(request, route)),
        { seed: SEED + index, numRuns: perRoute, interruptAfterTimeLimit: timeLeft, markInterruptAsFailure: false, endOnFailure: true },
      );
    }
    const covered = all.filter(({ route, method }) => counted.routes.has(`${method} ${route.url}`)).length;
    console.log(
      `Fuzz (seed ${SEED}): ${counted.requests.toLocaleString('en-GB')} requests over ${covered} of ${all.length} routes (${Math.round((100 * covered) / all.length)} %), ${counted.serverErrors} answered 5xx`,
    );
    expect(covered).toBe(all.length);
  },
  (SECONDS + 120) * 1000,
);
