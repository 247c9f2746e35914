import { sql } from 'kysely';

import { request } from '../testing/httpRequest';
import { addStaff, signIn } from '../testing/staffSignIn';
import { startTestApi, type TestApi } from '../testing/testApi';

// Each member of staff signs in as themselves, from the accounts table; the deployment's administrator is ensured at start.
const today = new Date(2025, 7, 21, 10, 30);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
}, 180_000);
afterAll(() => api?.close());

const session = (cookie: string) => request(`${api.origin}/api/auth/session`, { headers: { Cookie: cookie } });
const INVALID = { error: 'invalid_credentials', message: 'Invalid credentials.' };

it("says who is signed in: the deployment's administrator, made at start", async () => {
  const answer = await session(api.cookie);
  expect([answer.status, answer.body]).toEqual([200, { email: 'admin@zorvex-logistics.co.uk', name: 'Administrator', role: 'admin' }]);
});

it('signs a dispatcher in as themselves, in any case of their e-mail, and notes when', async () => {
  await addStaff(api, 'dispatcher', 'dana.dispatch@zorvex-logistics.co.uk', 'Dana Dispatch');
  const answer = await signIn(api, 'Dana.Dispatch@Zorvex-Logistics.co.uk', undefined, '127.0.0.21');
  expect([answer.status, answer.body]).toEqual([
    200,
    { email: 'dana.dispatch@zorvex-logistics.co.uk', name: 'Dana Dispatch', role: 'dispatcher' },
  ]);
  expect((await session(answer.cookie)).body).toEqual({
    email: 'dana.dispatch@zorvex-logistics.co.uk',
    name: 'Dana Dispatch',
    role: 'dispatcher',
  });
  const { rows } = await sql<{
    at: Date;
  }>`SELECT last_sign_in_at AS at FROM staff_accounts WHERE email = 'dana.dispatch@zorvex-logistics.co.uk'`.execute(api.db);
  expect(rows[0].at.toISOString()).toBe(today.toISOString());
});

it("refuses another account's password, an unknown e-mail and an account with no password yet alike", async () => {
  await addStaff(api, 'finance', 'fin@zorvex-logistics.co.uk');
  await sql`INSERT INTO staff_accounts (email, name, role) VALUES ('new@zorvex-logistics.co.uk', 'New', 'viewer')`.execute(api.db);
  for (const [email, password] of [
    ['fin@zorvex-logistics.co.uk', 'Zorvex-Admin-2025'],
    ['nobody@zorvex-logistics.co.uk', 'Staff-Password-2025'],
    ['new@zorvex-logistics.co.uk', ''],
    ['new@zorvex-logistics.co.uk', 'Staff-Password-2025'],
  ]) {
    const answer = await signIn(api, email, password, '127.0.0.22');
    expect([email, answer.status, answer.body]).toEqual([email, password ? 401 : 400, password ? INVALID : expect.anything()]);
  }
});

it('refuses a deactivated account like a wrong password, and its open session at its next request', async () => {
  const id = await addStaff(api, 'viewer', 'leaver@zorvex-logistics.co.uk');
  const { cookie } = await signIn(api, 'leaver@zorvex-logistics.co.uk', undefined, '127.0.0.23');
  expect((await session(cookie)).status).toBe(200);
  await sql`UPDATE staff_accounts SET active = false WHERE id = ${id}`.execute(api.db);
  expect((await session(cookie)).status).toBe(401);
  const again = await signIn(api, 'leaver@zorvex-logistics.co.uk', undefined, '127.0.0.23');
  expect([again.status, again.body]).toEqual([401, INVALID]);
});

it('keeps one account per e-mail whatever its case, and only the five roles', async () => {
  await expect(
    sql`INSERT INTO staff_accounts (email, name, role) VALUES ('ADMIN@zorvex-logistics.co.uk', 'Twin', 'viewer')`.execute(api.db),
  ).rejects.toThrow(/staff_accounts_email/);
  await expect(
    sql`INSERT INTO staff_accounts (email, name, role) VALUES ('boss@zorvex-logistics.co.uk', 'Boss', 'owner')`.execute(api.db),
  ).rejects.toThrow(/staff_accounts_role_check/);
});
