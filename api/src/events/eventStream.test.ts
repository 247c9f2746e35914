import { generateDataSet } from 'shared-contracts/server';

import { openEventStream, type OpenStream, type SseBlock } from '../testing/eventStreamReader';
import { addStaff, signIn } from '../testing/staffSignIn';
import { startTestApi, type TestApi } from '../testing/testApi';
import { pruneEvents } from './storedEvents';

// GET /api/events: every committed write, to each role that may read it, resumed after a dropped stream.
const today = new Date('2025-08-21T10:30:00Z');
let api: TestApi;
const streams: OpenStream[] = [];

beforeAll(async () => {
  api = await startTestApi({ now: () => today, env: { EVENT_HEARTBEAT_MS: '300' } });
  await api.reset(generateDataSet({ today }));
  await addStaff(api, 'finance', 'finance@events.test', 'Fran Finance');
}, 180_000);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => api?.close());

async function open(cookie = api.cookie, lastEventId?: string) {
  const stream = await openEventStream(api.origin, cookie, lastEventId);
  streams.push(stream);
  return stream;
}

let serial = 0;
async function changeClient(id = 'CLI-001') {
  const answer = await api.fetch(`${api.origin}/api/clients/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', 'If-Match': '*' },
    body: JSON.stringify({ contact_name: `Contact ${++serial}` }),
  });
  expect(answer.status).toBe(200);
}

async function changeVehicle() {
  const answer = await api.fetch(`${api.origin}/api/vehicles/VEH-001`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', 'If-Match': '*' },
    body: JSON.stringify({ make: `Make ${++serial}` }),
  });
  expect(answer.status).toBe(200);
}

const named = (blocks: SseBlock[], event: string) => blocks.filter((block) => block.event === event);
const readyId = async (stream: OpenStream) => named(await stream.read((blocks) => named(blocks, 'ready').length === 1), 'ready')[0].id!;

it('refuses a request without a session: 401, no stream', async () => {
  const answer = await fetch(`${api.origin}/api/events`);
  expect([answer.status, await answer.json()]).toEqual([401, { error: 'unauthorized', message: 'Sign in to use the API' }]);
});

it('starts with ready, then sends a write as it commits: resource, records with their new versions, who, when', async () => {
  const stream = await open();
  expect([stream.status, stream.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const ready = Number(await readyId(stream));
  await changeClient('CLI-003');
  const blocks = await stream.read((read) => named(read, 'change').length === 1);
  expect(named(blocks, 'change')).toEqual([
    {
      id: String(ready + 1),
      event: 'change',
      data: {
        at: '2025-08-21T10:30:00.000Z',
        resource: 'clients',
        action: 'update',
        records: [{ resource: 'clients', id: 'CLI-003', version: 2 }],
        changed: expect.arrayContaining(['clients']),
        by: { id: 1, name: 'Administrator' },
        detail: null,
      },
    },
  ]);
});

it('sends a comment line as a heartbeat', async () => {
  const stream = await open();
  await stream.read(() => stream.text().includes(': heartbeat\n\n'), 2000);
});

it('resumes after a dropped stream from Last-Event-ID: the writes made meanwhile, in order, once each', async () => {
  const first = await open();
  const from = await readyId(first);
  first.close();
  await changeClient();
  await changeClient();
  const resumed = await open(api.cookie, from);
  await changeClient();
  const blocks = await resumed.read((read) => named(read, 'change').length === 3);
  expect(blocks.map((block) => Number(block.id) - Number(from))).toEqual([1, 2, 3]);
  expect(named(blocks, 'ready')).toEqual([]);
});

it('tells a stream resuming from before the events kept to read everything again', async () => {
  const first = await open();
  const from = await readyId(first);
  first.close();
  await changeClient();
  await changeClient();
  await pruneEvents(api.db, 1);
  const resumed = await open(api.cookie, from);
  const blocks = await resumed.read((read) => named(read, 'reset').length === 1);
  expect(blocks).toEqual([{ id: String(Number(from) + 2), event: 'reset', data: { reason: 'gap' } }]);
  const unknown = await open(api.cookie, 'not-an-id');
  expect(named(await unknown.read((read) => read.length === 1), 'reset')).toHaveLength(1);
});

it('sends a role only the events it may read: finance is told of a client, not of a vehicle', async () => {
  const { cookie } = await signIn(api, 'finance@events.test');
  const finance = await open(cookie);
  const ready = Number(await readyId(finance));
  await changeVehicle();
  await changeClient();
  const blocks = await finance.read((read) => named(read, 'change').length === 1);
  expect(blocks.map((block) => [block.id, block.event, (block.data as { resource?: string } | undefined)?.resource])).toEqual([
    [String(ready), 'ready', undefined],
    [String(ready + 1), undefined, undefined],
    [String(ready + 2), 'change', 'clients'],
  ]);
  expect(finance.text()).not.toContain('vehicles');
});
