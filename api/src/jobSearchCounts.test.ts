import { sql } from 'kysely';
import { generateDataSet, searchText } from 'shared-contracts/server';
import { readAll } from './testing/readAll';
import { startTestApi, type TestApi } from './testing/testApi';

// A jobs search's total comes from counters the database keeps beside the jobs (api/migrations/007): each write of
// jobs, however made, leaves every search counted as the jobs themselves say.
const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
const SEARCHES = ['antique', 'office move', 'gallery', 'a', 'an', 'e', '103', 'zvx-10', 'renamed', 'job-2025-098', '098'];
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(data);
}, 180_000);
afterAll(() => api?.close());

const send = (method: string, path: string, body: unknown) =>
  api.fetch(`${api.origin}/api${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

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
  expect((await send('POST', '/jobs', { client_id: 'CLI-001', job_type: 'Office Move', pickup_address: '1 Queen Street, London', delivery_address: '2 Kings Road, Leeds', pickup_date: '2030-09-01' })).status).toBe(201);
  expect((await send('PATCH', '/jobs/JOB-2025-0103', { job_type: 'Antique Transport' })).status).toBe(200);
  expect((await send('PATCH', '/clients/CLI-002', { company_name: 'Quillfeather Renamed' })).status).toBe(200);
  await sql`DELETE FROM jobs WHERE id IN ('JOB-2025-0098', 'JOB-2025-0500')`.execute(api.db);
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
