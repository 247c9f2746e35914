import { request } from '../testing/httpRequest';
import { DEMO_LOGIN, startTestApi, type TestApi } from '../testing/testApi';

// Failed sign-ins are limited per address and per account; an address is the connection's unless a configured proxy says otherwise.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '5', LOGIN_FAILURES_PER_ACCOUNT: '8' } });
}, 180_000);
afterAll(() => api?.close());

const login = (password: string, from: string, headers: Record<string, string> = {}) =>
  request(`${api.origin}/api/auth/login`, { method: 'POST', body: { email: DEMO_LOGIN.email, password }, from, headers });

it('counts a client on loopback that names a new X-Forwarded-For each try as the one address it is', async () => {
  for (let attempt = 1; attempt <= 5; attempt += 1)
    expect((await login(`wrong-${attempt}`, '127.0.0.21', { 'X-Forwarded-For': `203.0.113.${attempt}` })).status).toBe(401);
  const sixth = await login(DEMO_LOGIN.password, '127.0.0.21', { 'X-Forwarded-For': '203.0.113.6' });
  expect(sixth.status).toBe(429);
  expect(sixth.body).toMatchObject({ error: 'rate_limited' });
});

it('limits wrong passwords for one account from many addresses, then refuses even the right one there', async () => {
  // 5 failures counted above; 3 more from three new addresses reach the account's 8.
  for (const from of ['127.0.0.22', '127.0.0.23', '127.0.0.24']) expect((await login('wrong', from)).status).toBe(401);
  const fromAnother = await login(DEMO_LOGIN.password, '127.0.0.25');
  expect(fromAnother.status).toBe(429);
  expect(fromAnother.body).toEqual({ error: 'rate_limited', message: expect.stringMatching(/^Too many sign-in attempts/) });
  expect(Number(fromAnother.headers['retry-after'])).toBeGreaterThan(0);
});
