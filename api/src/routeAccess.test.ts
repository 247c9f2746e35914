import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { request } from './testing/httpRequest';
import { startTestApi, type TestApi } from './testing/testApi';

// Access is decided by the route Fastify matched, however its path was spelled, and every answer says the same.
const today = new Date(2025, 7, 21, 10, 30);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
}, 180_000);
afterAll(() => api?.close());

const UNAUTHORIZED = { error: 'unauthorized', message: 'Sign in to use the API' };

async function stored() {
  const { rows } = await sql<{ alerts: number; versions: number }>`SELECT
      (SELECT count(*)::int FROM system_alerts) AS alerts, (SELECT sum(version)::int FROM warehouses) AS versions`.execute(api.db);
  return rows[0];
}

describe('a path spelled another way', () => {
  it('answers 401 without a session for /%61pi/… and any other letter of "api" percent-encoded, through inject and over HTTP', async () => {
    for (const path of ['/%61pi/jobs', '/a%70i/jobs', '/ap%69/jobs', '/%61%70%69/jobs', '/api/%6Aobs', '/%61pi/jobs/JOB-2025-0001']) {
      const injected = await api.app.inject({ method: 'GET', url: path });
      expect([path, injected.statusCode, injected.json()]).toEqual([path, 401, UNAUTHORIZED]);
      const overHttp = await request(`${api.origin}${path}`);
      expect([path, overHttp.status, overHttp.body]).toEqual([path, 401, UNAUTHORIZED]);
    }
  });

  it('stores nothing written to /%61pi/… without a session', async () => {
    const before = await stored();
    const patch = await request(`${api.origin}/%61pi/warehouses/WH-001`, {
      method: 'PATCH',
      body: { phone: '0113 496 0000' },
      headers: { 'If-Match': '"1"' },
    });
    expect(patch.status).toBe(401);
    const post = await request(`${api.origin}/%61pi/systemAlerts`, { method: 'POST', body: { type: 'Test', severity: 'low', title: 'x' } });
    expect(post.status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('deny by default', () => {
  it('has every /api route declare what it needs of a role, or say it is public', () => {
    const undeclared = api.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api') && !route.public && route.access === undefined)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
    const publicRoutes = api.app.registeredRoutes.filter((route) => route.url.startsWith('/api') && route.public).map((route) => route.url);
    expect([...new Set(publicRoutes)]).toEqual(['/api/auth/login', '/api/positions', '/api/auth/password', '/api/openapi.json']);
  });
});

describe('every answer of the API', () => {
  it('tells the browser not to keep or sniff an authenticated record', async () => {
    const answer = await request(`${api.origin}/api/clients/CLI-001`, { headers: { Cookie: api.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const refused = await request(`${api.origin}/api/clients/CLI-001`);
    expect([refused.headers['cache-control'], refused.headers['x-content-type-options']]).toEqual(['no-store', 'nosniff']);
  });

  it('is { "error", "message" } for a malformed path, a long parameter and headers too big', async () => {
    const badUrl = await request(`${api.origin}/api/jobs/%E0%A4%A`, { headers: { Cookie: api.cookie } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ error: 'bad_request', message: expect.any(String) });
    const longParameter = await request(`${api.origin}/api/jobs/${'J'.repeat(5000)}`, { headers: { Cookie: api.cookie } });
    expect(longParameter.status).toBe(400);
    expect(longParameter.body).toEqual({
      error: 'bad_request',
      message: 'A part of the path is longer than any id (at most 100 characters)',
    });
    const bigHeaders = await request(`${api.origin}/api/jobs`, { headers: { Cookie: api.cookie, 'X-Big': 'x'.repeat(20_000) } });
    expect(bigHeaders.status).toBe(431);
    expect(bigHeaders.body).toEqual({ error: 'headers_too_large', message: expect.any(String) });
  });
});

describe('a write from another origin', () => {
  it('is refused with 403: a logout posted from another origin of the same site leaves the session open', async () => {
    const crossSite = await request(`${api.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: api.cookie, Origin: 'http://admin.localhost:3000', 'Sec-Fetch-Site': 'same-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ error: 'forbidden', message: expect.any(String) });
    const originOnly = await request(`${api.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: api.cookie, Origin: 'http://localhost:3999' },
    });
    expect(originOnly.status).toBe(403);
    expect((await request(`${api.origin}/api/auth/session`, { headers: { Cookie: api.cookie } })).status).toBe(200);
  });

  it('is let through from the same origin', async () => {
    const sameOrigin = await request(`${api.origin}/api/warehouses/WH-002`, {
      method: 'PATCH',
      body: { phone: '0113 496 0002' },
      headers: { Cookie: api.cookie, Origin: api.origin, 'Sec-Fetch-Site': 'same-origin', 'If-Match': '"1"' },
    });
    expect(sameOrigin.status).toBe(200);
  });
});
