import { expect, test } from '@playwright/test';

import { listGrid } from '../tests/map-page';
import { signedInState } from './apiProcess';

test.use({ storageState: signedInState() });

const FLEET = /^Fleet \(/;

test('on the API the live map shows the vehicles their trackers report, and moves one as its next report arrives', async ({ page }) => {
  // A tracker for a vehicle, as an administrator registers it; its token is shown once.
  const vehicle = (await (await page.request.get('/api/vehicles/VEH-002')).json()) as { registration: string };
  const registered = await page.request.post('/api/vehicles/VEH-002/devices', { data: { deviceId: 'e2e-map-tracker' } });
  expect(registered.status()).toBe(201);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  const report = (lat: number, lon: number, knots: number) =>
    page.request.post('/api/positions', {
      form: { id: 'e2e-map-tracker', lat, lon, speed: knots, timestamp: Math.floor(Date.now() / 1000), token },
    });
  expect((await report(53.4808, -2.2426, 0)).status()).toBe(200);

  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/tracking');
  const row = listGrid(page, FLEET).getByRole('row').filter({ hasText: vehicle.registration });
  await expect(row).toContainText('0.0 km/h', { timeout: 30_000 });

  // 30 knots is 56 km/h: the row says so once the stream brings the report, with no reload.
  expect((await report(53.49, -2.25, 30)).status()).toBe(200);
  await expect(row).toContainText('56 km/h');
});
