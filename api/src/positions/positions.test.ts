import fc from 'fast-check';
import { sql } from 'kysely';
import { generateDataSet } from 'shared-contracts/server';

import { openEventStream, type SseBlock } from '../testing/eventStreamReader';
import { request } from '../testing/httpRequest';
import { addStaff, signIn } from '../testing/staffSignIn';
import { startTestApi, type TestApi } from '../testing/testApi';

// Trackers report over OsmAnd with a token of their own; staff read the newest positions and a day's route.
const today = new Date('2025-08-21T10:30:00Z');
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
  await addStaff(api, 'finance', 'finance@positions.test');
  const answer = await api.fetch(`${api.origin}/api/vehicles/VEH-001/devices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceId: 'tracker-001' }),
  });
  expect(answer.status).toBe(201);
  token = ((await answer.json()) as { data: { token: string } }).data.token;
}, 180_000);
afterAll(() => api?.close());

async function stored() {
  const { rows } = await sql<{ positions: number; latest: number }>`SELECT (SELECT count(*)::int FROM positions) AS positions,
    (SELECT count(*)::int FROM latest_positions) AS latest`.execute(api.db);
  return rows[0];
}

const report = (query: string, init: RequestInit = {}) => fetch(`${api.origin}/api/positions?${query}`, { method: 'POST', ...init });

it('refuses a tracker with a wrong or missing token: 401, and stores nothing', async () => {
  const before = await stored();
  const wrong = await report('id=tracker-001&lat=51.5&lon=-0.12', { headers: { Authorization: 'Bearer not-the-token' } });
  expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'unauthorized', message: 'No tracker has this id and token' }]);
  const missing = await report('id=tracker-001&lat=51.5&lon=-0.12');
  expect(missing.status).toBe(401);
  const otherDevice = await report(`id=tracker-999&lat=51.5&lon=-0.12&token=${token}`);
  expect(otherDevice.status).toBe(401);
  expect(await stored()).toEqual(before);
});

it('stores a report in query parameters, a form body and the JSON form, and answers the newest for the map', async () => {
  const query = await report(`id=tracker-001&lat=51.5&lon=-0.12&timestamp=1755766800&speed=10&bearing=90&altitude=12&accuracy=5&batt=80`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([query.status, await query.json()]).toEqual([200, { stored: true }]);
  const form = await fetch(`${api.origin}/api/positions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `id=tracker-001&lat=51.51&lon=-0.11&timestamp=2025-08-21T09:10:00Z&token=${token}`,
  });
  expect(form.status).toBe(200);
  const json = await fetch(`${api.origin}/api/positions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      device_id: 'tracker-001',
      location: {
        timestamp: '2025-08-21T09:20:00.000Z',
        coords: { latitude: 51.52, longitude: -0.1, speed: 5, heading: 180, altitude: 15, accuracy: 4 },
        battery: { level: 0.75, is_charging: false },
      },
    }),
  });
  expect(json.status).toBe(200);
  const latest = await api.fetch(`${api.origin}/api/positions/latest`);
  expect(await latest.json()).toEqual({
    data: [
      {
        vehicleId: 'VEH-001',
        at: '2025-08-21T09:20:00.000Z',
        lat: 51.52,
        lon: -0.1,
        speedKmh: 18,
        bearing: 180,
        altitude: 15,
        accuracy: 4,
        battery: 75,
      },
    ],
  });
});

it("answers a vehicle's route of a day, oldest first, and as GPX", async () => {
  const route = await api.fetch(`${api.origin}/api/vehicles/VEH-001/route?date=2025-08-21`);
  const { data } = (await route.json()) as { data: { at: string; speedKmh: number | null }[] };
  expect(data.map(({ at, speedKmh }) => [at, speedKmh])).toEqual([
    ['2025-08-21T09:00:00.000Z', 18.52],
    ['2025-08-21T09:10:00.000Z', null],
    ['2025-08-21T09:20:00.000Z', 18],
  ]);
  const otherDay = await api.fetch(`${api.origin}/api/vehicles/VEH-001/route?date=2025-08-20`);
  expect(await otherDay.json()).toEqual({ data: [] });
  const gpx = await api.fetch(`${api.origin}/api/vehicles/VEH-001/route.gpx?date=2025-08-21`);
  expect(gpx.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
  expect(await gpx.text()).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Zorvex Logistics portal" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>VEH-001</name>
    <trkseg>
      <trkpt lat="51.5" lon="-0.12"><ele>12</ele><time>2025-08-21T09:00:00.000Z</time></trkpt>
      <trkpt lat="51.51" lon="-0.11"><time>2025-08-21T09:10:00.000Z</time></trkpt>
      <trkpt lat="51.52" lon="-0.1"><ele>15</ele><time>2025-08-21T09:20:00.000Z</time></trkpt>
    </trkseg>
  </trk>
</gpx>
`);
  const badDay = await api.fetch(`${api.origin}/api/vehicles/VEH-001/route?date=2025-02-30`);
  expect(badDay.status).toBe(400);
});

it('sends a batch of positions to a role that may read the map, and not to finance', async () => {
  const { cookie } = await signIn(api, 'finance@positions.test');
  const admin = await openEventStream(api.origin, api.cookie);
  const finance = await openEventStream(api.origin, cookie);
  try {
    await admin.read((blocks) => blocks.some((block) => block.event === 'ready'));
    await finance.read((blocks) => blocks.some((block) => block.event === 'ready'));
    const answer = await report(`id=tracker-001&lat=52&lon=-1&timestamp=2025-08-21T10:00:00Z&token=${token}`);
    expect(answer.status).toBe(200);
    const positions = (blocks: SseBlock[]) => blocks.filter((block) => block.event === 'positions');
    // The batch that carries this report: the last test's reports may still come first, in a batch of their own (a
    // batch goes out once a second).
    const ours = (blocks: SseBlock[]) =>
      positions(blocks).find((block) =>
        (block.data as { detail: { positions: { at: string }[] } }).detail.positions.some(({ at }) => at === '2025-08-21T10:00:00.000Z'),
      );
    const event = ours(await admin.read((blocks) => ours(blocks) !== undefined, 3000))!;
    expect((event.data as { detail: unknown }).detail).toEqual({
      positions: [{ vehicleId: 'VEH-001', at: '2025-08-21T10:00:00.000Z', lat: 52, lon: -1, speedKmh: null, bearing: null }],
    });
    const financeBlocks = await finance.read((blocks) => blocks.some((block) => block.id === event.id));
    expect(positions(financeBlocks)).toEqual([]);
  } finally {
    admin.close();
    finance.close();
  }
});

it('answers any report a tracker could send with a 2xx or a 4xx, never a 5xx, and stores nothing it refuses', async () => {
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('51.5', '-0.1', '1e400', 'NaN', '', '-', '9'.repeat(40), '1755766800', '2025-08-21T09:00:00Z', '2025-13-45'),
  );
  const params = fc.dictionary(
    fc.constantFrom(
      'id',
      'deviceid',
      'lat',
      'lon',
      'timestamp',
      'speed',
      'bearing',
      'heading',
      'altitude',
      'accuracy',
      'batt',
      'token',
      '__proto__',
    ),
    value,
    { maxKeys: 8 },
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 30 }),
    fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
    fc.record({ device_id: value, location: fc.jsonValue({ maxDepth: 3 }) }).map((json) => JSON.stringify(json)),
  );
  await fc.assert(
    fc.asyncProperty(
      params,
      body,
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
      async (query, text, type) => {
        const before = await stored();
        const answer = await request(`${api.origin}/api/positions?${new URLSearchParams(query as Record<string, string>)}`, {
          method: 'POST',
          body: text,
          headers: text === undefined ? {} : { 'Content-Type': type },
        });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(await stored()).toEqual(before);
      },
    ),
    { seed: 40, numRuns: 300 },
  );
});
