import { sql } from 'kysely';

import { request } from '../testing/httpRequest';
import { addStaff, signIn } from '../testing/staffSignIn';
import { startTestApi, type TestApi } from '../testing/testApi';

// Administrators invite, change roles, deactivate and reset; a link sets a password once, within 24 hours.
const start = new Date('2025-08-21T09:30:00.000Z').getTime();
let clock = start;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date(clock) });
}, 180_000);
afterAll(() => api?.close());

const send = (cookie: string, method: string, url: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const setPassword = (token: string, password: string) =>
  request(`${api.origin}/api/auth/password`, { method: 'POST', body: { token, password }, from: '127.0.0.41' });

it('invites a member of staff: the link sets their password once, then they sign in with their role', async () => {
  clock = start;
  const invited = await send(api.cookie, 'POST', '/api/users/invitations', {
    email: 'nia@zorvex-logistics.co.uk',
    name: 'Nia New',
    role: 'finance',
  });
  expect(invited.statusCode).toBe(201);
  const { id, token, expiresAt } = invited.json() as { id: number; token: string; expiresAt: string };
  expect(expiresAt).toBe('2025-08-22T09:30:00.000Z');
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM password_links WHERE token_hash = ${token}`.execute(api.db);
  expect(rows[0].n).toBe(0);
  expect((await signIn(api, 'nia@zorvex-logistics.co.uk', 'Nia-Finance-2025', '127.0.0.42')).status).toBe(401);
  expect((await setPassword(token, 'Nia-Finance-2025')).status).toBe(204);
  const again = await setPassword(token, 'Someone-Else-2025');
  expect([again.status, again.body]).toEqual([
    400,
    { error: 'bad_request', message: 'This link does not work: it was used already, it expired, or a newer one replaced it' },
  ]);
  const signedIn = await signIn(api, 'nia@zorvex-logistics.co.uk', 'Nia-Finance-2025', '127.0.0.42');
  expect([signedIn.status, signedIn.body]).toEqual([200, { email: 'nia@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' }]);
  const listed = (await send(api.cookie, 'GET', '/api/users')).json() as { data: { id: number; role: string; active: boolean }[] };
  expect(listed.data.find((row) => row.id === id)).toEqual(expect.objectContaining({ role: 'finance', active: true }));
  const log = (await send(api.cookie, 'GET', `/api/audit?resource=users`)).json() as { data: { action: string; recordId: string }[] };
  expect(log.data.map(({ action, recordId }) => [action, recordId])).toEqual([
    ['set_password', String(id)],
    ['invite', String(id)],
  ]);
});

it('lets a link expire after 24 hours, and refuses a second account of one e-mail', async () => {
  clock = start;
  const invited = await send(api.cookie, 'POST', '/api/users/invitations', {
    email: 'late@zorvex-logistics.co.uk',
    name: 'Lee Late',
    role: 'viewer',
  });
  clock = start + 24 * 3_600_000 + 1000;
  expect((await setPassword((invited.json() as { token: string }).token, 'Lee-Late-Password-1')).status).toBe(400);
  clock = start;
  const twin = await send(api.cookie, 'POST', '/api/users/invitations', {
    email: 'LATE@zorvex-logistics.co.uk',
    name: 'Twin',
    role: 'viewer',
  });
  expect(twin.statusCode).toBe(409);
  clock = start;
});

it('changes a role, and deactivates an account: its open session gets 401 at its next request', async () => {
  const id = await addStaff(api, 'viewer', 'ola@zorvex-logistics.co.uk', 'Ola Out');
  const { cookie } = await signIn(api, 'ola@zorvex-logistics.co.uk', undefined, '127.0.0.43');
  expect((await send(cookie, 'GET', '/api/auth/session')).statusCode).toBe(200);
  const changed = await send(api.cookie, 'PATCH', `/api/users/${id}`, { role: 'dispatcher' });
  expect([changed.statusCode, (changed.json() as { role: string }).role]).toEqual([200, 'dispatcher']);
  expect((await send(cookie, 'GET', '/api/auth/session')).json()).toEqual({
    email: 'ola@zorvex-logistics.co.uk',
    name: 'Ola Out',
    role: 'dispatcher',
  });
  expect((await send(api.cookie, 'POST', `/api/users/${id}/deactivate`)).statusCode).toBe(200);
  const next = await send(cookie, 'GET', '/api/jobs?perPage=1');
  expect([next.statusCode, next.json()]).toEqual([401, { error: 'unauthorized', message: 'Sign in to use the API' }]);
  const log = (await send(api.cookie, 'GET', `/api/audit?resource=users&action=change_role`)).json() as { data: { changes: unknown }[] };
  expect(log.data[0].changes).toEqual({ role: ['viewer', 'dispatcher'] });
});

it('resets a password: the old sessions end and a new link works', async () => {
  const id = await addStaff(api, 'viewer', 'rae@zorvex-logistics.co.uk', 'Rae Reset');
  const { cookie } = await signIn(api, 'rae@zorvex-logistics.co.uk', undefined, '127.0.0.44');
  const reset = await send(api.cookie, 'POST', `/api/users/${id}/password-reset`);
  expect(reset.statusCode).toBe(201);
  expect((await send(cookie, 'GET', '/api/auth/session')).statusCode).toBe(401);
  expect((await setPassword((reset.json() as { token: string }).token, 'Rae-New-Password-9')).status).toBe(204);
  expect((await signIn(api, 'rae@zorvex-logistics.co.uk', 'Rae-New-Password-9', '127.0.0.44')).status).toBe(200);
});

it('keeps staff accounts to administrators', async () => {
  await addStaff(api, 'dispatcher', 'dee@zorvex-logistics.co.uk', 'Dee');
  const { cookie } = await signIn(api, 'dee@zorvex-logistics.co.uk', undefined, '127.0.0.45');
  for (const [method, url, body] of [
    ['GET', '/api/users', undefined],
    ['POST', '/api/users/invitations', { email: 'x@zorvex-logistics.co.uk', name: 'X', role: 'admin' }],
    ['PATCH', '/api/users/1', { role: 'viewer' }],
    ['POST', '/api/users/1/deactivate', undefined],
  ] as const) {
    const answer = await send(cookie, method, url, body);
    expect([method, url, answer.statusCode]).toEqual([method, url, 403]);
  }
});
