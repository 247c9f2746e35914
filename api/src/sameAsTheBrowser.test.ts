import { sql } from 'kysely';
import { type GetListParams, type Resource, RESOURCES } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import { addIsoDays, alertWeight, complianceAlertsForVehicle, toIsoDate } from 'shared-contracts/domain';
import { ALL_CLIENT_TYPES, clientTypeLabel, DETAILS_NOT_HELD } from 'shared-contracts/records';
import { type CollectionName, generateDataSet, searchText } from 'shared-contracts/server';

import { servedResources } from './areas/modules';
import { readAll } from './testing/readAll';
import { startTestApi, type TestApi } from './testing/testApi';

// What SQL works out for itself (search texts, client type labels, compliance weights) held to the browser's code.
const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(data);
}, 180_000);
afterAll(() => api?.close());
const apiFetch = (path: string) => api.fetch(`${api.origin}${path}`);

it('holds the browser’s sample data, in the browser’s order', async () => {
  for (const resource of RESOURCES) {
    const stored = await readAll(api, resource);
    expect(stored.map((record) => record.id)).toEqual(data[resource].map((record) => record.id));
    // As the records travel (JSON): a field the sample leaves undefined is absent.
    stored.forEach((record, i) => expect(record).toMatchObject(JSON.parse(JSON.stringify(data[resource][i]))));
  }
});

it('searches the text the browser searches, for every record', async () => {
  const tables = servedResources();
  for (const resource of RESOURCES) {
    const { rows } = await sql<{
      id: string;
      search_text: string;
    }>`SELECT id, search_text FROM ${sql.table(tables[resource].table.table)}`.execute(api.db);
    const texts = new Map(rows.map((row) => [row.id, row.search_text]));
    for (const record of data[resource])
      expect([resource, record.id, texts.get(record.id)]).toEqual([
        resource,
        record.id,
        searchText(resource as CollectionName, record as never),
      ]);
  }
});

it('keeps each job’s narrow search text with the job, through a cascade too', async () => {
  const count = async () =>
    (
      await sql<{
        differ: number;
      }>`SELECT count(*)::int AS differ FROM jobs AS j FULL JOIN job_search AS s USING (id) WHERE s.search_text IS DISTINCT FROM j.search_text`.execute(
        api.db,
      )
    ).rows[0].differ;
  expect(await count()).toBe(0);
  const renamed = await api.fetch(`${api.origin}/api/clients/CLI-002`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', 'If-Match': '*' },
    body: JSON.stringify({ company_name: 'Quillfeather Renamed' }),
  });
  expect(renamed.status).toBe(200);
  const found = (await (await api.fetch(`${api.origin}/api/jobs?q=quillfeather%20renamed&perPage=0`)).json()) as { total: number };
  expect(found.total).toBe(data.jobs.filter((job) => job.client_id === 'CLI-002').length);
  expect(await count()).toBe(0);
});

it('answers a list as the browser’s provider does: the same records in the same order, the same count', async () => {
  await api.reset(data);
  const sample = createSampleProvider(data, { now: () => today });
  const lists: [Resource, GetListParams][] = [
    ['jobs', { q: 'gallery', sort: 'client_name', order: 'asc', page: 2, perPage: 10 }],
    ['jobs', { q: 'gallery', sort: 'client_name', order: 'desc', page: 1, perPage: 10 }],
    ['jobs', { q: 'zvx-10', sort: 'id', order: 'desc', page: 3, perPage: 5 }],
    ['jobs', { q: 'antique', sort: 'pickup_date', order: 'desc', perPage: 10 }],
    ['jobs', { q: 'move', sort: 'total_amount', order: 'asc', page: 4, perPage: 10 }],
    ['jobs', { q: 'move', sort: 'driver_name', order: 'desc', perPage: 25, filter: { status: 'completed' } }],
    // Searches several fields hold (most clients, a job type, drivers; clients and drivers; all four), an id and a
    // vehicle, ids alone, an id in one or two characters, two lines, nothing.
    ['jobs', { q: 'a', sort: 'pickup_date', order: 'desc', page: 2, perPage: 10 }],
    ['jobs', { q: 'p', sort: 'total_amount', perPage: 10 }],
    ['jobs', { q: 'w', sort: 'dispatch_order', perPage: 10 }],
    ['jobs', { q: 'an', sort: 'client_name', order: 'asc', page: 3, perPage: 10 }],
    ['jobs', { q: 'ar', sort: 'total_amount', order: 'desc', perPage: 10 }],
    ['jobs', { q: '103', sort: 'dispatch_order', perPage: 25 }],
    ['jobs', { q: '5-09', sort: 'id', order: 'desc', perPage: 10 }],
    ['jobs', { q: '7', sort: 'pickup_date', perPage: 10 }],
    ['jobs', { q: 'gallery\nantique', sort: 'pickup_date', perPage: 10 }],
    ['jobs', { q: 'zzz', sort: 'pickup_date', perPage: 10 }],
    ['jobs', { sort: 'dispatch_order', page: 2, perPage: 25 }],
    ['jobs', { sort: 'status', order: 'desc', perPage: 25 }],
    ['clients', { sort: 'total_revenue', order: 'desc', perPage: 20 }],
    ['clients', { q: 'museum', sort: 'company_name', perPage: 20 }],
    ['vehicles', { sort: 'alert_weight', order: 'desc', perPage: 29 }],
    ['vehicles', { sort: 'driver_assigned', perPage: 29 }],
    ['invoices', { sort: 'due_date', order: 'desc', perPage: 45, filter: { status_ne: 'cancelled' } }],
    ['drivers', { sort: 'name', perPage: 18 }],
  ];
  for (const [resource, params] of lists) {
    const query = new URLSearchParams(
      Object.entries({ ...params, filter: params.filter && JSON.stringify(params.filter) }).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    const api = (await (await apiFetch(`/api/${resource}?${query}`)).json()) as { data: { id: string }[]; total: number };
    const browser = await sample.getList(resource, params);
    expect([resource, params, api.total, api.data.map((record) => record.id)]).toEqual([
      resource,
      params,
      browser.total,
      browser.data.map((record) => record.id),
    ]);
  }
});

it('labels each client type as the screens do', async () => {
  for (const type of [...ALL_CLIENT_TYPES, 'unheard_of']) {
    const { rows } = await sql<{ label: string }>`SELECT portal_client_type_label(${type}) AS label`.execute(api.db);
    expect([type, rows[0].label]).toEqual([type, clientTypeLabel(type)]);
  }
});

it('weighs a vehicle’s compliance as the browser’s engine does, from 5 days overdue to 70 ahead', async () => {
  const day = toIsoDate(today);
  const dates = [DETAILS_NOT_HELD, '', '2025-02-30', ...Array.from({ length: 76 }, (_, i) => addIsoDays(day, i - 5))];
  const far = '2030-01-01';
  const cases = dates.flatMap((date) => [
    { mot_expiry: date, insurance_expiry: far, service_due: far },
    { mot_expiry: far, insurance_expiry: date, service_due: far },
    { mot_expiry: far, insurance_expiry: far, service_due: date },
    { mot_expiry: date, insurance_expiry: date, service_due: date },
  ]);
  const { rows } = await sql<{ weight: number; critical: number }>`
    SELECT portal_alert_weight(c.mot, c.insurance, c.service, ${day}::date) AS weight, portal_critical_alert_count(c.mot, c.insurance, ${day}::date) AS critical
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(cases.map((c) => ({ mot: c.mot_expiry, insurance: c.insurance_expiry, service: c.service_due })))}::jsonb)
      AS (mot text, insurance text, service text)) WITH ORDINALITY AS c(mot, insurance, service, n) ORDER BY n`.execute(api.db);
  const expected = cases.map((dates) => {
    const alerts = complianceAlertsForVehicle({ id: 'VEH-001', registration: 'ZVX-101', ...dates }, today);
    return { weight: alertWeight(alerts), critical: alerts.filter((alert) => alert.severity === 'critical').length };
  });
  expect(rows).toEqual(expected);
});

// A jobs search's total comes from counters the database keeps beside the jobs (api/migrations/007): each write of
// jobs, however made, leaves every search counted as the jobs themselves say.
const SEARCHES = [
  'antique',
  'office move',
  'gallery',
  'a',
  'an',
  'e',
  'f',
  'p',
  'w',
  'ow',
  '103',
  'zvx-10',
  'renamed',
  'job-2025-098',
  '098',
];

const send = (method: string, path: string, body: unknown) =>
  api.fetch(`${api.origin}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(method === 'PATCH' ? { 'If-Match': '*' } : {}) },
    body: JSON.stringify(body),
  });

/** Each search's total as the API answers it, beside the number of listed jobs whose search text holds it. */
async function totals() {
  const jobs = await readAll(api, 'jobs');
  return Promise.all(
    SEARCHES.map(async (q) => {
      const answer = (await (await api.fetch(`${api.origin}/api/jobs?q=${encodeURIComponent(q)}&perPage=0`)).json()) as { total: number };
      return { q, total: answer.total, jobs: jobs.filter((job) => searchText('jobs', job as never).includes(q)).length };
    }),
  );
}

const expectCounted = async () => (await totals()).forEach(({ q, total, jobs }) => expect({ q, total }).toEqual({ q, total: jobs }));

it('counts each search as the jobs say when a job is created, changed, renamed with its client, or removed', async () => {
  await expectCounted();
  expect(
    (
      await send('POST', '/jobs', {
        client_id: 'CLI-001',
        job_type: 'Office Move',
        pickup_address: '1 Queen Street, London',
        delivery_address: '2 Kings Road, Leeds',
        pickup_date: '2030-09-01',
      })
    ).status,
  ).toBe(201);
  expect((await send('PATCH', '/jobs/JOB-2025-0103', { job_type: 'Antique Transport' })).status).toBe(200);
  expect((await send('PATCH', '/clients/CLI-002', { company_name: 'Quillfeather Renamed' })).status).toBe(200);
  await sql`DELETE FROM jobs WHERE id IN ('JOB-2025-0098', 'JOB-2025-0500')`.execute(api.db);
  // Jobs a search finds by client and by another field at once ("ow": a client's name and a driver's).
  const both = await sql`DELETE FROM jobs WHERE id IN (SELECT id FROM jobs WHERE lower(client_name) LIKE '%ow%'
    AND (lower(driver_name) LIKE '%ow%' OR lower(vehicle_reg) LIKE '%ow%' OR lower(job_type) LIKE '%ow%') LIMIT 3)`.execute(api.db);
  expect(Number(both.numAffectedRows)).toBe(3);
  const changed = await totals();
  changed.forEach(({ q, total, jobs }) => expect({ q, total }).toEqual({ q, total: jobs }));
  // The writes moved the counts: a search that kept its total would not show the counters follow.
  expect(changed.find(({ q }) => q === 'renamed')?.total).toBeGreaterThan(0);
});

it('counts afresh once the jobs are emptied and stored again', async () => {
  await api.reset(data);
  await expectCounted();
  expect((await totals()).find(({ q }) => q === 'renamed')?.total).toBe(0);
});
