import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { startTestApi, type TestApi } from './testing/testApi';

// Input an attacker sends: refused with a clear 4xx that names the problem, never a 500, and nothing stored.
const today = new Date(2025, 7, 21, 10, 30);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
}, 180_000);
afterAll(() => api?.close());

async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await api.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { cookie: api.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: answer.statusCode, body: answer.body ? (answer.json() as Record<string, unknown>) : undefined };
}

/** Rows and the sum of versions of every table a write may touch. */
async function stored() {
  const { rows } = await sql`SELECT
      (SELECT count(*)::int FROM jobs) AS jobs, (SELECT sum(version)::int FROM jobs) AS job_versions,
      (SELECT count(*)::int FROM clients) AS clients, (SELECT sum(version)::int FROM clients) AS client_versions,
      (SELECT count(*)::int FROM warehouses) AS warehouses, (SELECT sum(version)::int FROM warehouses) AS warehouse_versions,
      (SELECT count(*)::int FROM system_alerts) AS alerts`.execute(api.db);
  return rows[0];
}

let before: Awaited<ReturnType<typeof stored>>;
beforeEach(async () => {
  before = await stored();
});
afterEach(async () => {
  expect(await stored()).toEqual(before);
});

describe('names of the prototype as a sort', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('refuses sort=%s with 400', async (sort) => {
    const answer = await send('GET', `/jobs?sort=${sort}`);
    expect(answer).toEqual({ status: 400, body: { error: 'bad_request', message: `sort: jobs have no field "${sort}"` } });
  });
});

describe('text no database stores', () => {
  it('refuses a NUL byte in an id, a search, a filter value and a body text', async () => {
    expect((await send('GET', '/jobs/JOB%00-1')).status).toBe(400);
    expect((await send('GET', '/jobs?q=a%00b')).status).toBe(400);
    expect((await send('GET', `/jobs?filter=${encodeURIComponent(JSON.stringify({ status: 'a\u0000b' }))}`)).status).toBe(400);
    const body = await send('PATCH', '/warehouses/WH-001', { phone: '0113\u0000' }, { 'If-Match': '"1"' });
    expect(body).toEqual({
      status: 422,
      body: { error: 'validation', message: expect.any(String), fields: { phone: expect.any(Object) } },
    });
  });

  it('refuses a lone surrogate in a body text', async () => {
    const answer = await send('POST', '/systemAlerts', '{"type":"Test","severity":"low","title":"\\ud800"}');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'validation', fields: { title: { code: 'invalid_format' } } });
  });
});

describe('writes that say what they mean', () => {
  it('refuses a PATCH without If-Match with 428', async () => {
    const answer = await send('PATCH', '/warehouses/WH-001', { phone: '0113 496 0001' });
    expect(answer).toEqual({ status: 428, body: { error: 'precondition_required', message: expect.stringContaining('If-Match') } });
  });

  it('refuses a PATCH of only an unknown field with 400 naming it, and counts no version', async () => {
    const answer = await send('PATCH', '/warehouses/WH-001', { colour: 'red' }, { 'If-Match': '"1"' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.stringContaining('"colour"') });
  });

  it('refuses a field the server works out (a client’s revenue, a record’s version or id) with 400 naming it', async () => {
    for (const field of ['total_revenue', 'version', 'id']) {
      const answer = await send('PATCH', '/clients/CLI-001', { [field]: 1 }, { 'If-Match': '"1"' });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body).toEqual({ error: 'bad_request', message: expect.stringContaining(`"${field}"`) });
    }
    const created = await send('POST', '/systemAlerts', { type: 'Test', severity: 'low', title: 'x', id: 'ALT-HACK' });
    expect(created.status).toBe(400);
  });

  it('refuses a capacity of 1.23e29 and other numbers past the contract’s bounds', async () => {
    const capacity = await send('PATCH', '/warehouses/WH-001', { capacity: 1.23e29 }, { 'If-Match': '"1"' });
    expect(capacity.status).toBe(422);
    expect(capacity.body).toMatchObject({ error: 'validation', fields: { capacity: { code: 'too_big' } } });
    const amount = await send('PATCH', '/jobs/JOB-2025-0001', { total_amount: 1e308 }, { 'If-Match': '"1"' });
    expect(amount.body).toMatchObject({ fields: { total_amount: { code: 'too_big' } } });
  });
});
