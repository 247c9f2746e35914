import { createHttpProvider } from 'shared-contracts/data';
import { generateDataSet } from 'shared-contracts/server';
import { describeVehicleRouteContract } from 'shared-contracts/testing';

import { startTestApi, type TestApi } from '../testing/testApi';

// The route cases every provider meets, here through the HTTP provider over what a tracker reported to the API.
const today = new Date('2025-08-21T10:30:00Z');
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
  const registered = await api.fetch(`${api.origin}/api/vehicles/VEH-002/devices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceId: 'tracker-002' }),
  });
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  for (const [minute, lat, lon, knots] of [
    [0, 51.5, -0.12, 0],
    [1, 51.502, -0.118, 10],
    [2, 51.505, -0.115, 15],
  ] as const) {
    const at = `2025-08-21T09:0${minute}:00Z`;
    const answer = await fetch(
      `${api.origin}/api/positions?id=tracker-002&lat=${lat}&lon=${lon}&speed=${knots}&timestamp=${at}&token=${token}`,
      {
        method: 'POST',
      },
    );
    expect(answer.status).toBe(200);
  }
}, 180_000);
afterAll(() => api?.close());

describeVehicleRouteContract('the HTTP provider over the API', {
  fresh: async () => ({
    provider: createHttpProvider({ url: `${api.origin}/api`, fetch: api.fetch }),
    vehicleId: 'VEH-002',
    day: '2025-08-21',
    quietDay: '2025-08-20',
  }),
});
