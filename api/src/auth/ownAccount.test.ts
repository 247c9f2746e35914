import { request } from '../testing/httpRequest';
import { addStaff, signIn } from '../testing/staffSignIn';
import { startTestApi, type TestApi } from '../testing/testApi';

// Every member of staff changes their own password, sees their own sessions and signs out everywhere.
const today = new Date('2025-08-21T09:30:00.000Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
}, 180_000);
afterAll(() => api?.close());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, userAgent: string, from: string) {
  const answer = await request(`${api.origin}/api/auth/login`, {
    method: 'POST',
    body: { email, password: 'Staff-Password-2025' },
    headers: { 'User-Agent': userAgent },
    from,
  });
  if (answer.status !== 200) throw new Error(`Sign-in answered ${answer.status}`);
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}
const send = (cookie: string, method: string, url: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });

it('lists my own sessions with their device and last use, this one marked', async () => {
  await addStaff(api, 'viewer', 'sam@zorvex-logistics.co.uk', 'Sam Sessions');
  const desk = await signInFrom('sam@zorvex-logistics.co.uk', CHROME, '127.0.0.51');
  await signInFrom('sam@zorvex-logistics.co.uk', IPHONE, '127.0.0.51');
  const listed = await send(desk, 'GET', '/api/auth/sessions');
  expect(listed.statusCode).toBe(200);
  expect((listed.json() as { data: unknown[] }).data).toEqual(
    expect.arrayContaining([
      { current: true, device: 'Chrome on Windows', createdAt: '2025-08-21T09:30:00.000Z', lastUsedAt: '2025-08-21T09:30:00.000Z' },
      { current: false, device: 'Safari on iOS', createdAt: '2025-08-21T09:30:00.000Z', lastUsedAt: '2025-08-21T09:30:00.000Z' },
    ]),
  );
  expect((listed.json() as { data: unknown[] }).data).toHaveLength(2);
});

it('signs out everywhere: every session of mine ends, this one too, and nobody else’s', async () => {
  await addStaff(api, 'viewer', 'eve@zorvex-logistics.co.uk', 'Eve Everywhere');
  const desk = await signInFrom('eve@zorvex-logistics.co.uk', CHROME, '127.0.0.53');
  const phone = await signInFrom('eve@zorvex-logistics.co.uk', IPHONE, '127.0.0.53');
  expect((await send(desk, 'POST', '/api/auth/sessions/end-all')).statusCode).toBe(204);
  expect((await send(desk, 'GET', '/api/auth/session')).statusCode).toBe(401);
  expect((await send(phone, 'GET', '/api/auth/session')).statusCode).toBe(401);
  expect((await send(api.cookie, 'GET', '/api/auth/session')).statusCode).toBe(200);
});

it('changes my password only with the current one; my other sessions end, this one stays', async () => {
  await addStaff(api, 'dispatcher', 'cal@zorvex-logistics.co.uk', 'Cal Change');
  const desk = await signInFrom('cal@zorvex-logistics.co.uk', CHROME, '127.0.0.54');
  const phone = await signInFrom('cal@zorvex-logistics.co.uk', IPHONE, '127.0.0.54');
  const wrong = await send(desk, 'POST', '/api/auth/password/change', { currentPassword: 'not it', newPassword: 'Cal-New-Password-1' });
  expect([wrong.statusCode, wrong.json()]).toEqual([
    422,
    {
      error: 'validation',
      message: 'The current password is not right',
      fields: { currentPassword: { code: 'invalid_value', message: 'The current password is not right' } },
    },
  ]);
  const changed = await send(desk, 'POST', '/api/auth/password/change', {
    currentPassword: 'Staff-Password-2025',
    newPassword: 'Cal-New-Password-1',
  });
  expect(changed.statusCode).toBe(204);
  expect((await send(desk, 'GET', '/api/auth/session')).statusCode).toBe(200);
  expect((await send(phone, 'GET', '/api/auth/session')).statusCode).toBe(401);
  expect((await signIn(api, 'cal@zorvex-logistics.co.uk', 'Staff-Password-2025', '127.0.0.52')).status).toBe(401);
  expect((await signIn(api, 'cal@zorvex-logistics.co.uk', 'Cal-New-Password-1', '127.0.0.52')).status).toBe(200);
  const log = (await send(api.cookie, 'GET', '/api/audit?action=change_password')).json() as { data: { account: { email: string } }[] };
  expect(log.data.map(({ account }) => account.email)).toEqual(['cal@zorvex-logistics.co.uk']);
});
