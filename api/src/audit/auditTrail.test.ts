import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { createSessions, SESSION_COOKIE } from '../auth/sessions';
import { addStaff, signIn } from '../testing/staffSignIn';
import { streamAnswer } from '../testing/streamAnswer';
import { startTestApi, type TestApi } from '../testing/testApi';

// Every write and sign-in leaves an entry, in the writing transaction, with each changed field's old and new value;
// nothing changes an entry.
// 10:30 in London (BST) whatever the machine's zone.
const today = new Date('2025-08-21T09:30:00.000Z');
let api: TestApi;
let dispatcher: string;
let dispatcherId: number;
let viewer: string;
let fleet: string;

beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
  const sessions = createSessions(api.db, { idleMinutes: 30, maxHours: 12 }, () => today);
  const cookieOf = async (id: number) => `${SESSION_COOKIE}=${await sessions.start(id)}`;
  dispatcherId = await addStaff(api, 'dispatcher', 'dina@zorvex-logistics.co.uk', 'Dina Dispatch');
  dispatcher = await cookieOf(dispatcherId);
  viewer = await cookieOf(await addStaff(api, 'viewer', 'vic@zorvex-logistics.co.uk', 'Vic Viewer'));
  fleet = await cookieOf(await addStaff(api, 'fleet_manager', 'fay@zorvex-logistics.co.uk', 'Fay Fleet'));
}, 180_000);
afterAll(() => api?.close());

const send = (cookie: string, method: string, url: string, payload?: Record<string, unknown>) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(method === 'PATCH' ? { 'if-match': '*' } : {}) },
    ...(payload ? { payload } : {}),
  });
const entries = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_entries`.execute(api.db)).rows[0].n;

it("records a dispatcher's job change with who, the action and each changed field's old and new value, newest first in its history", async () => {
  expect((await send(dispatcher, 'PATCH', '/api/jobs/JOB-2025-0001', { notes: 'Ring on arrival' })).statusCode).toBe(200);
  expect((await send(dispatcher, 'PATCH', '/api/jobs/JOB-2025-0001', { notes: 'Gate code 4412' })).statusCode).toBe(200);
  const history = await send(viewer, 'GET', '/api/jobs/JOB-2025-0001/history?perPage=1');
  expect(history.statusCode).toBe(200);
  expect(history.json()).toEqual({
    data: [
      {
        id: expect.any(Number),
        at: '2025-08-21T09:30:00.000Z',
        account: { id: dispatcherId, email: 'dina@zorvex-logistics.co.uk', name: 'Dina Dispatch' },
        resource: 'jobs',
        recordId: 'JOB-2025-0001',
        action: 'update',
        changes: { notes: ['Ring on arrival', 'Gate code 4412'] },
      },
    ],
    next: 2,
  });
  const second = await send(viewer, 'GET', '/api/jobs/JOB-2025-0001/history?perPage=1&page=2');
  expect((second.json() as { data: { changes: unknown }[] }).data[0].changes).toEqual({ notes: [expect.anything(), 'Ring on arrival'] });
});

it('records a create with every field it set, and a named action by its name', async () => {
  const made = await send(api.cookie, 'POST', '/api/invoices', { client_id: 'CLI-002', services: 'Crate hire', amount: 100 });
  expect(made.statusCode).toBe(201);
  const id = (made.json() as { data: { id: string } }).data.id;
  expect((await send(api.cookie, 'PATCH', `/api/invoices/${id}`, { status: 'sent' })).statusCode).toBe(200);
  const [sent, created] = (await send(api.cookie, 'GET', `/api/invoices/${id}/history`)).json().data as {
    action: string;
    changes: Record<string, unknown>;
  }[];
  expect([sent.action, sent.changes]).toEqual(['send', { status: ['generated', 'sent'] }]);
  expect(created.action).toBe('create');
  expect(created.changes).toEqual(
    expect.objectContaining({ id: [null, id], services: [null, 'Crate hire'], amount: [null, 100], status: [null, 'generated'] }),
  );
});

it("records what a write changed with it: a renamed client's name on its job, in the job's own history", async () => {
  const { rows } = await sql<{ id: string }>`SELECT id FROM jobs WHERE client_id = 'CLI-003' ORDER BY id LIMIT 1`.execute(api.db);
  for (const company_name of ['First Name Ltd', 'Second Name Ltd'])
    expect((await send(api.cookie, 'PATCH', '/api/clients/CLI-003', { company_name })).statusCode).toBe(200);
  const [latest] = (await send(api.cookie, 'GET', `/api/jobs/${rows[0].id}/history`)).json().data as Record<string, unknown>[];
  expect([latest.resource, latest.recordId, latest.action, latest.changes]).toEqual([
    'jobs',
    rows[0].id,
    'update',
    { client_name: ['First Name Ltd', 'Second Name Ltd'] },
  ]);
});

it('records nothing for a refused write, and lets only who may read the resource see its history', async () => {
  const before = await entries();
  expect((await send(dispatcher, 'PATCH', '/api/jobs/JOB-2025-0001', { pickup_date: 'soon' })).statusCode).toBe(422);
  expect((await send(viewer, 'PATCH', '/api/jobs/JOB-2025-0001', { notes: 'x' })).statusCode).toBe(403);
  expect(await entries()).toBe(before);
  const forbidden = await send(fleet, 'GET', '/api/jobs/JOB-2025-0001/history');
  expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { error: 'forbidden', message: 'Your role may not read jobs' }]);
});

it('stores the write and its entry together: a write whose entry cannot be stored is not stored either', async () => {
  await sql`ALTER TABLE audit_entries ADD CONSTRAINT no_warehouse_entries CHECK (resource <> 'warehouses') NOT VALID`.execute(api.db);
  try {
    const answer = await send(api.cookie, 'PATCH', '/api/warehouses/WH-001', { manager: 'Never Stored' });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  } finally {
    await sql`ALTER TABLE audit_entries DROP CONSTRAINT no_warehouse_entries`.execute(api.db);
  }
  const { rows } = await sql<{ manager: string }>`SELECT manager FROM warehouses WHERE id = 'WH-001'`.execute(api.db);
  expect(rows[0].manager).toBe('Graham Pearce');
});

it('records sign-ins, failed sign-ins and sign-outs', async () => {
  const failed = await signIn(api, 'dina@zorvex-logistics.co.uk', 'wrong password', '127.0.0.31');
  expect(failed.status).toBe(401);
  const { cookie } = await signIn(api, 'dina@zorvex-logistics.co.uk', undefined, '127.0.0.31');
  expect((await send(cookie, 'POST', '/api/auth/logout')).statusCode).toBe(204);
  const log = await send(api.cookie, 'GET', `/api/audit?resource=session&account=${dispatcherId}`);
  expect(
    (log.json() as { data: { action: string; account: { email: string } }[] }).data.map(({ action, account }) => [action, account.email]),
  ).toEqual([
    ['sign_out', 'dina@zorvex-logistics.co.uk'],
    ['sign_in', 'dina@zorvex-logistics.co.uk'],
    ['sign_in_failed', 'dina@zorvex-logistics.co.uk'],
  ]);
});

it('filters the log by action and dates, exports it as CSV, and shows it to administrators only', async () => {
  const sends = await send(api.cookie, 'GET', '/api/audit?action=send&from=2025-08-21&to=2025-08-22');
  expect((sends.json() as { data: { action: string }[] }).data.map(({ action }) => action)).toEqual(['send']);
  const none = await send(api.cookie, 'GET', '/api/audit?action=send&from=2025-08-22');
  expect(none.json()).toEqual({ data: [], next: null });
  const csv = await send(api.cookie, 'GET', `/api/audit.csv?action=update&account=${dispatcherId}`);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.body.split('\r\n')).toEqual([
    'Time,E-mail,Name,Resource,Record,Action,Changes',
    `2025-08-21T09:30:00.000Z,dina@zorvex-logistics.co.uk,Dina Dispatch,jobs,JOB-2025-0001,update,"{""notes"":[""Ring on arrival"",""Gate code 4412""]}"`,
    expect.stringMatching(
      /^2025-08-21T09:30:00.000Z,dina@zorvex-logistics.co.uk,Dina Dispatch,jobs,JOB-2025-0001,update,"{""notes"":\[.*,""Ring on arrival""\]}"$/,
    ),
    '',
  ]);
  for (const url of ['/api/audit', '/api/audit.csv']) {
    const refused = await send(dispatcher, 'GET', url);
    expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, { error: 'forbidden', message: 'Your role may not read audit' }]);
  }
  const bad = await send(api.cookie, 'GET', '/api/audit?from=2025-13-45');
  expect([bad.statusCode, (bad.json() as { error: string }).error]).toEqual([400, 'bad_request']);
});

it('refuses, in the database itself, to change, delete or empty an entry', async () => {
  await expect(sql`UPDATE audit_entries SET action = 'nothing'`.execute(api.db)).rejects.toThrow(
    'Audit entries are never changed or deleted (UPDATE)',
  );
  await expect(sql`DELETE FROM audit_entries`.execute(api.db)).rejects.toThrow('Audit entries are never changed or deleted (DELETE)');
  await expect(sql`TRUNCATE audit_entries`.execute(api.db)).rejects.toThrow('Audit entries are never changed or deleted (TRUNCATE)');
});

it('has no route that changes an entry: every registered route asked, every entry as it was', async () => {
  const last = (await sql<{ id: string }>`SELECT max(id)::text AS id FROM audit_entries`.execute(api.db)).rows[0].id;
  const snapshot = async () =>
    (
      await sql<{
        sum: string;
      }>`SELECT md5(string_agg(a::text, ',' ORDER BY id)) AS sum FROM audit_entries a WHERE id <= ${last}::bigint`.execute(api.db)
    ).rows[0].sum;
  const before = await snapshot();
  const count = await entries();
  const ids: Record<string, string> = { jobs: 'JOB-2025-0001', drivers: 'DRV-001', vehicles: 'VEH-001', clients: 'CLI-001' };
  const routes = api.app.registeredRoutes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url, stream: route.stream })),
  );
  for (const { method, url, stream } of routes.filter(({ url }) => url !== '/api/auth/logout' && url !== '/api/auth/sessions/end-all')) {
    const resource = url.split('/')[2] ?? '';
    const path = url.replace(':id', ids[resource] ?? 'WH-001');
    const answer = stream
      ? await streamAnswer(api.origin, { method, url: path, headers: {} }, api.cookie)
      : await send(api.cookie, method, path, method === 'POST' || method === 'PATCH' ? { notes: 'probe' } : undefined);
    expect([method, url, answer.statusCode < 500]).toEqual([method, url, true]);
  }
  expect(await snapshot()).toBe(before);
  expect(await entries()).toBeGreaterThanOrEqual(count);
  expect(routes.length).toBeGreaterThan(40);
});
