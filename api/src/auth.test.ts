import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { request } from './testing/httpRequest';
import { DEMO_LOGIN, startTestApi, type TestApi } from './testing/testApi';

let api: TestApi;
beforeAll(async () => {
  // The address 127.0.0.5 is a proxy on this machine that terminates https; the account's own limit is tested apart (signInLimits.test.ts).
  api = await startTestApi({ env: { TRUST_PROXY: '127.0.0.5', LOGIN_FAILURES_PER_ACCOUNT: '100' } });
}, 180_000);
afterAll(() => api?.close());

const login = (password: string, from: string, headers: Record<string, string> = {}) =>
  request(`${api.origin}/api/auth/login`, { method: 'POST', body: { email: DEMO_LOGIN.email, password }, from, headers });

const cookieOf = (setCookie: string[] | undefined) => (setCookie ?? []).map((line) => line.split(';')[0]).join('; ');

describe('sign-in to the API', () => {
  it('answers 401 on every /api route without a session, and reads nothing', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/jobs'],
      ['GET', '/api/jobs/aggregate'],
      ['GET', '/api/jobs/JOB-2025-0001'],
      ['POST', '/api/jobs'],
      ['PATCH', '/api/jobs/JOB-2025-0001'],
      ['GET', '/api/clients?q=tate'],
      ['GET', '/api/drivers'],
      ['GET', '/api/vehicles'],
      ['GET', '/api/invoices'],
      ['GET', '/api/warehouses'],
      ['GET', '/api/systemAlerts'],
      ['GET', '/api/auth/session'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/no-such-route'],
    ];
    for (const [method, path] of routes) {
      const answer = await request(`${api.origin}${path}`, { method, body: method === 'GET' ? undefined : {} });
      expect([method, path, answer.status, answer.body?.error]).toEqual([method, path, 401, 'unauthorized']);
      expect(answer.body).not.toHaveProperty('data');
    }
    const forged = await request(`${api.origin}/api/jobs`, { headers: { Cookie: 'zorvex_session=made-up' } });
    expect(forged.status).toBe(401);
  });

  it('refuses a wrong password with the specification’s words, and sets no cookie', async () => {
    const answer = await login('zorvex-admin-2025', '127.0.0.4');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'invalid_credentials', message: 'Invalid credentials.' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('starts a session in an httpOnly, SameSite=Strict cookie, Secure when the request came over https', async () => {
    const plain = await login(DEMO_LOGIN.password, '127.0.0.5');
    expect(plain.status).toBe(200);
    const [cookie] = plain.headers['set-cookie']!;
    expect(cookie).toMatch(/^zorvex_session=[\w-]{40,}; Path=\/api; HttpOnly; SameSite=Strict$/);
    const session = await request(`${api.origin}/api/auth/session`, { headers: { Cookie: cookieOf(plain.headers['set-cookie']) } });
    expect(session).toMatchObject({ status: 200, body: { email: DEMO_LOGIN.email } });
    // Behind a proxy on this machine that terminated https.
    const secure = await login(DEMO_LOGIN.password, '127.0.0.5', { 'X-Forwarded-Proto': 'https' });
    expect(secure.headers['set-cookie']![0]).toMatch(/; Secure/);
  });

  it('slows down an address after five wrong passwords in a row, and only that address', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login(`wrong-${attempt}`, '127.0.0.2')).status).toBe(401);
    const sixth = await login(DEMO_LOGIN.password, '127.0.0.2');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many sign-in attempts: try again in \d+ seconds$/),
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(DEMO_LOGIN.password, '127.0.0.3')).status).toBe(200);
  });

  it('counts the attempts of an address across every API process on the database, and a restarted one forgets none', async () => {
    const started: FastifyInstance[] = [];
    const anotherProcess = async () => {
      const app = await buildApp({ db: api.db, config: api.config, logger: false });
      started.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, app };
    };
    const loginAt = (origin: string, password: string) =>
      request(`${origin}/api/auth/login`, { method: 'POST', body: { email: DEMO_LOGIN.email, password }, from: '127.0.0.7' });
    try {
      const second = await anotherProcess();
      for (const origin of [api.origin, second.origin, api.origin, second.origin, api.origin])
        expect((await loginAt(origin, 'wrong')).status).toBe(401);
      expect((await loginAt(second.origin, DEMO_LOGIN.password)).status).toBe(429);
      await second.app.close();
      const restarted = await anotherProcess();
      expect((await loginAt(restarted.origin, DEMO_LOGIN.password)).status).toBe(429);
    } finally {
      await Promise.all(started.map((app) => app.close()));
    }
  });

  it('ends the session on the server at logout: the same cookie opens nothing after', async () => {
    const signedIn = await login(DEMO_LOGIN.password, '127.0.0.6');
    const cookie = cookieOf(signedIn.headers['set-cookie']);
    expect((await request(`${api.origin}/api/drivers?perPage=1`, { headers: { Cookie: cookie } })).status).toBe(200);
    const out = await request(`${api.origin}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']![0]).toMatch(/^zorvex_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await request(`${api.origin}/api/drivers?perPage=1`, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
