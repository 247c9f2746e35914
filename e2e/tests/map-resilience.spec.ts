import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './accessibility';
import { controls, mapApplication, openMap, OSM_TILES, selectVehicleFromList } from './map-page';
import { pauseClock } from './pageClock';
import { openSignedIn } from './session';

const FLEET_STATE_KEY = 'zorvex.liveMap.fleetState';
const readSavedState = (page: import('@playwright/test').Page) => page.evaluate((key) => localStorage.getItem(key), FLEET_STATE_KEY);

test.describe('Live map offline, failing and saved state', () => {
  test('offline: each failed tile is logged and left blank over the bundled outline; the map still works; selecting a vehicle keeps the map in view beside the panel at desktop width', async ({
    page,
  }) => {
    const failedTiles: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Map tile failed to load and is left blank: '))
        failedTiles.push(message.text());
    });
    await openMap(page, '/admin/tracking');
    await expect.poll(() => failedTiles.length).toBeGreaterThan(0);
    expect(failedTiles[0]).toMatch(/left blank: https:\/\/tile\.openstreetmap\.org\/6\/\d+\/\d+\.png$/);
    await expect(page.getByText('Map loading failed')).toHaveCount(0);
    // The outline is drawn where the UK is: the default view's centre (Derbyshire) is land, not sea.
    const centre = await mapApplication(page).evaluate((element) => {
      const canvas = element.querySelector('canvas')!;
      const pixel = canvas.getContext('2d')!.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data;
      return [...pixel];
    });
    expect(centre.slice(0, 3)).toEqual([0xf1, 0xf3, 0xea]);
    await pauseClock(page);
    await selectVehicleFromList(page, /^Fleet \(/, 'moving');
    await expect(controls(page).getByRole('button', { name: 'Pause' })).toBeVisible();

    // The clock stays paused.
    await selectVehicleFromList(page, /^Fleet \(/, 'idle');
    await page.mouse.wheel(0, 1500);
    await expect(mapApplication(page)).toBeInViewport();
  });

  test('online: tiles come from OpenStreetMap by {z}/{x}/{y} and nothing is logged', async ({ page }) => {
    const tiles: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A 1 × 1 PNG stands in for every tile.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.route(OSM_TILES, (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ body: png, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' } });
    });
    await openSignedIn(page, '/admin/tracking');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    for (const url of tiles) expect(url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    expect(warnings.filter((text) => text.startsWith('Map tile failed'))).toEqual([]);
  });

  test('when the map cannot start, its box says "Map loading failed" and the panel works', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    await page.route(OSM_TILES, (route) => route.abort());
    await page.clock.install();
    await openSignedIn(page, '/admin/tracking');
    await expect(page.getByRole('alert').filter({ hasText: 'Map loading failed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await pauseClock(page);
    await selectVehicleFromList(page, /^Fleet \(/, 'moving');
    await page.clock.resume();
    await controls(page).getByRole('button', { name: 'Pause' }).click();
    await expect(controls(page).getByRole('button', { name: 'Resume' })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });

  test('a corrupt saved state is ignored: cleared when the page starts, then saved afresh every 5 s', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('corrupted')) {
        sessionStorage.setItem('corrupted', '1');
        localStorage.setItem(key, '{"schema":1,"vehicles":[{"lng":NaN');
      }
    }, FLEET_STATE_KEY);
    await openMap(page, '/admin/tracking');
    await expect(page.getByText(/^29 vehicles · /)).toBeVisible();
    await pauseClock(page);
    expect(await readSavedState(page)).toBeNull();
    await page.clock.runFor(5000);
    const saved = JSON.parse((await readSavedState(page))!);
    expect(saved.vehicles).toHaveLength(29);
    expect(saved.deliveredCount).toBe(0);
    await page.clock.resume();
    await page.reload();
    await expect(page.getByText(/^29 vehicles · /)).toBeVisible();
    expect(await readSavedState(page)).toBeNull();
  });

  test('fleets above 2,000 vehicles are not saved', async ({ page }) => {
    await openMap(page, '/admin/tracking?vehicles=2500');
    await expect(page.getByText(/^2,500 vehicles · /)).toBeVisible();
    await pauseClock(page);
    await page.clock.runFor(6000);
    expect(await readSavedState(page)).toBeNull();
  });

  test('any other path below the map prefixes is the portal 404', async ({ page }) => {
    for (const path of ['/admin/tracking/somewhere', '/admin/uk-fleet/x/y']) {
      await openSignedIn(page, path);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
    await expectNoAxeViolations(page, 'main');
  });
});
