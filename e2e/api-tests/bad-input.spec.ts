import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';

import { signedInState } from './apiProcess';

test.use({ storageState: signedInState() });

const NEW_JOB = {
  client_id: 'CLI-001',
  job_type: 'Office Move',
  pickup_address: '1 Queen Street, London',
  delivery_address: '2 Kings Road, Leeds',
  pickup_date: '2031-09-01',
};

/** What a refused request must leave as it was: how many jobs and clients there are, and one client in full. */
async function snapshot(api: APIRequestContext) {
  const count = async (resource: string) => (await (await api.get(`/api/${resource}?perPage=0`)).json()).total as number;
  return { jobs: await count('jobs'), clients: await count('clients'), client: await (await api.get('/api/clients/CLI-001')).json() };
}

test("bad input straight to the API through the portal's origin gets a clear 4xx and changes nothing", async ({ context }) => {
  const api = context.request;
  const before = await snapshot(api);
  expect(before.jobs).toBeGreaterThan(0);
  const answer = async (response: APIResponse) => ({ status: response.status(), body: (await response.json()) as Record<string, unknown> });

  // Missing fields, each named with the form's message.
  const missing = await answer(await api.post('/api/jobs', { data: {} }));
  expect(missing.status).toBe(422);
  expect(missing.body).toMatchObject({
    error: 'validation',
    fields: {
      client_id: { code: 'required', message: 'Client is required' },
      pickup_address: { code: 'required', message: 'Pickup Address is required' },
    },
  });

  // Wrong types: JSON of the wrong type refused by the route's schema, text that is no number by the rules, both per field.
  const wrongTypes = await answer(await api.post('/api/jobs', { data: { ...NEW_JOB, client_id: 42, pickup_date: true } }));
  expect(wrongTypes.status).toBe(422);
  expect(wrongTypes.body).toMatchObject({ fields: { client_id: { code: 'invalid_type' }, pickup_date: { code: 'invalid_type' } } });
  const notANumber = await answer(await api.post('/api/jobs', { data: { ...NEW_JOB, porter_count: 'many' } }));
  expect(notANumber).toMatchObject({ status: 422, body: { fields: { porter_count: { code: 'invalid_type' } } } });
  const notJson = await answer(
    await api.post('/api/jobs', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"client_id": ') }),
  );
  expect(notJson).toMatchObject({ status: 400, body: { error: 'bad_request' } });

  // 1 MB strings: the whole body refused before it is read; a field over 5,000 characters under its name.
  const huge = await answer(await api.post('/api/jobs', { data: { ...NEW_JOB, notes: 'x'.repeat(1_000_000) } }));
  expect(huge.status).toBe(413);
  expect(huge.body).toEqual({ error: 'payload_too_large', message: expect.stringContaining('Request body is too large') });
  const long = await answer(await api.patch('/api/clients/CLI-001', { data: { company_name: 'A'.repeat(6000) } }));
  expect(long).toEqual({
    status: 422,
    body: expect.objectContaining({
      fields: { company_name: { code: 'too_big', message: 'company name must be at most 5000 characters' } },
    }),
  });

  // SQL metacharacters are text: in a search, an id, a sort, a filter.
  expect(await answer(await api.get(`/api/jobs?q=${encodeURIComponent("'; DROP TABLE jobs; --")}`))).toEqual({
    status: 200,
    body: { data: [], total: 0 },
  });
  expect((await api.get(`/api/jobs/${encodeURIComponent("x' OR '1'='1")}`)).status()).toBe(404);
  expect(await answer(await api.get(`/api/jobs?sort=${encodeURIComponent('id; DROP TABLE jobs')}`))).toEqual({
    status: 400,
    body: { error: 'bad_request', message: 'sort: jobs have no field "id; DROP TABLE jobs"' },
  });
  expect(await answer(await api.get(`/api/jobs?filter=${encodeURIComponent(JSON.stringify({ status: "completed' OR '1'='1" }))}`))).toEqual(
    { status: 200, body: { data: [], total: 0 } },
  );

  // Unknown ids.
  expect(await answer(await api.get('/api/clients/CLI-999999'))).toEqual({
    status: 404,
    body: { error: 'not_found', message: 'No clients record with id "CLI-999999"' },
  });
  expect((await api.patch('/api/clients/CLI-999999', { data: { phone: '0117 496 0000' }, headers: { 'If-Match': '*' } })).status()).toBe(
    404,
  );
  const unknownReference = await answer(await api.post('/api/jobs', { data: { ...NEW_JOB, client_id: 'CLI-999999' } }));
  expect(unknownReference.status).toBe(422);
  expect(unknownReference.body).toMatchObject({ fields: { client_id: { code: 'unknown_reference' } } });

  // A stale version.
  const stale = await api.patch('/api/clients/CLI-001', {
    headers: { 'If-Match': `"${before.client.version - 1}"` },
    data: { phone: '0117 496 0000' },
  });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).error).toBe('conflict');

  expect(await snapshot(api)).toEqual(before);
});
