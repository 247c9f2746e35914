import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { startTestApi, type TestApi } from './testing/testApi';

const today = new Date(2025, 7, 21, 10, 30);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
}, 180_000);
afterAll(() => api?.close());

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await api.fetch(`${api.origin}/api${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** Every stored row and its version, to see that a refused request changed nothing. */
async function fingerprint() {
  const { rows } = await sql<{ table: string; rows: number; versions: number; text: string }>`
    SELECT 'jobs' AS table, count(*)::int AS rows, sum(version)::int AS versions, md5(string_agg(j::text, '' ORDER BY id)) AS text FROM jobs AS j
    UNION ALL SELECT 'clients', count(*)::int, sum(version)::int, md5(string_agg(c::text, '' ORDER BY id)) FROM clients AS c
    UNION ALL SELECT 'invoices', count(*)::int, sum(version)::int, md5(string_agg(i::text, '' ORDER BY id)) FROM invoices AS i`.execute(
    api.db,
  );
  return rows;
}

const NEW_JOB = {
  client_id: 'CLI-001',
  job_type: 'Office Move',
  pickup_address: '1 Queen Street, London',
  delivery_address: '2 Kings Road, Leeds',
  pickup_date: '2030-09-01',
};

describe('bad input straight to the API', () => {
  let before: Awaited<ReturnType<typeof fingerprint>>;
  beforeAll(async () => {
    before = await fingerprint();
  });
  afterAll(async () => {
    // Every refused request below changed nothing.
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses missing fields one by one, with the specification’s messages', async () => {
    const { status, body } = await call('POST', '/jobs', {});
    expect(status).toBe(422);
    expect(body.error).toBe('validation');
    expect(body.fields).toMatchObject({
      client_id: { code: 'required', message: 'Client is required' },
      job_type: { code: 'required' },
      pickup_address: { code: 'required' },
      delivery_address: { code: 'required' },
      pickup_date: { code: 'required' },
    });
  });

  it('refuses wrong types field by field', async () => {
    // JSON of the wrong type is refused by the route's schema, text that is no number by the rules: both per field.
    const { status, body } = await call('POST', '/jobs', { ...NEW_JOB, client_id: 42, pickup_date: true, job_type: ['Office Move'] });
    expect(status).toBe(422);
    expect(body.fields).toEqual({
      client_id: { code: 'invalid_type', message: 'client id must be text' },
      pickup_date: { code: 'invalid_type', message: 'pickup date must be text' },
      job_type: { code: 'invalid_type', message: 'job type must be text' },
    });
    expect((await call('POST', '/jobs', { ...NEW_JOB, porter_count: 'many' })).body.fields).toEqual({
      porter_count: { code: 'invalid_type', message: 'Number of Porters must be a number' },
    });
    expect((await call('POST', '/jobs', [NEW_JOB])).body).toMatchObject({
      error: 'validation',
      fields: { input: { code: 'invalid_type' } },
    });
  });

  it('refuses a 1 MB string before reading it, and an over-long field under its name', async () => {
    const huge = await call('POST', '/jobs', { ...NEW_JOB, notes: 'x'.repeat(1_000_000) });
    expect(huge).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: expect.stringContaining('Request body is too large') },
    });
    const long = await call('PATCH', '/clients/CLI-001', { company_name: 'A'.repeat(6000) }, { 'If-Match': '*' });
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual({ company_name: { code: 'too_big', message: 'company name must be at most 5000 characters' } });
  });

  it('refuses a body that is not JSON', async () => {
    expect((await call('POST', '/jobs', '{"client_id": ')).body).toMatchObject({ error: 'bad_request' });
    expect((await call('POST', '/jobs', 'client_id=CLI-001', { 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('reads SQL metacharacters as text: in a search, an id, a field name, a sort or a filter', async () => {
    expect((await call('GET', `/jobs?q=${encodeURIComponent("'; DROP TABLE jobs; --")}`)).body).toEqual({ data: [], total: 0 });
    expect((await call('GET', `/jobs/${encodeURIComponent("x' OR '1'='1")}`)).status).toBe(404);
    expect((await call('PATCH', `/jobs/${encodeURIComponent("x' OR '1'='1")}`, { notes: 'n' }, { 'If-Match': '*' })).status).toBe(404);
    const sort = await call('GET', `/jobs?sort=${encodeURIComponent('id; DROP TABLE jobs')}`);
    expect(sort).toEqual({ status: 400, body: { error: 'bad_request', message: 'sort: jobs have no field "id; DROP TABLE jobs"' } });
    const field = await call('GET', `/jobs?filter=${encodeURIComponent(JSON.stringify({ 'status) OR (1=1': 'x' }))}`);
    expect(field.status).toBe(400);
    const value = await call('GET', `/jobs?filter=${encodeURIComponent(JSON.stringify({ status: "completed' OR '1'='1" }))}`);
    expect(value.body).toEqual({ data: [], total: 0 });
  });

  it('refuses unknown ids: 404 for the record asked for, 422 for one a record would point at', async () => {
    expect(await call('GET', '/clients/CLI-999999')).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'No clients record with id "CLI-999999"' },
    });
    expect((await call('PATCH', '/clients/CLI-999999', { phone: '0117 496 0000' }, { 'If-Match': '*' })).status).toBe(404);
    const invoice = await call('POST', '/invoices', { client_id: 'CLI-001', services: 'Storage', amount: 10, job_id: 'JOB-0000-0000' });
    expect(invoice.body.fields).toMatchObject({ job_id: { code: 'unknown_reference' } });
    expect((await call('GET', '/no-such-resource')).status).toBe(404);
  });

  it('refuses query parameters it cannot read, saying what it expects', async () => {
    const refused = async (query: string) => (await call('GET', `/jobs${query}`)).body;
    expect(await refused('?page=abc')).toEqual({ error: 'bad_request', message: 'page must be a whole number, not "abc"' });
    expect((await refused('?perPage=-1')).error).toBe('bad_request');
    expect(await refused('?order=sideways')).toEqual({ error: 'bad_request', message: 'order must be asc or desc' });
    expect((await refused('?limit=10')).message).toMatch(/^Unknown query parameter "limit"/);
    expect((await refused('?filter=status')).message).toMatch(/^filter must be a JSON object/);
    expect(await refused(`?filter=${encodeURIComponent('{"total_amount_gte":"lots"}')}`)).toEqual({
      error: 'bad_request',
      message: 'filter "total_amount_gte" must be a number',
    });
    expect((await call('GET', '/jobs/aggregate?sum=client_name')).body).toEqual({
      error: 'bad_request',
      message: 'sum: "client_name" is not a number',
    });
    expect((await call('PATCH', '/jobs/JOB-2025-0001', { notes: 'n' }, { 'If-Match': 'yesterday' })).status).toBe(400);
  });
});

describe('text with SQL in it', () => {
  it('is stored as the text it is', async () => {
    const notes = "Robert'); DROP TABLE jobs; -- 100% _sure_ \\";
    const { status, body } = await call('POST', '/jobs', { ...NEW_JOB, notes });
    expect(status).toBe(201);
    expect((await call('GET', `/jobs/${body.data.id}`)).body.notes).toBe(notes);
    expect((await call('GET', '/jobs?perPage=0')).body.total).toBe(981);
  });
});
