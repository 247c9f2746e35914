import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { expectNoHorizontalScroll } from './layout';
import { kpi, listGrid, openMap, selectVehicleFromList } from './map-page';
import { pauseClock, rendered } from './pageClock';

const UK_FLEET = '/admin/uk-fleet';
const LIVE_JOBS = /^Live Jobs — 21 Aug 2025 \(/;
const VEHICLES = /^Active Vehicles \(/;

test.describe('UK fleet variant (/admin/uk-fleet)', () => {
  test('KPI tiles, the WS badge, Live Jobs with progress bars and Active Vehicles with badges and mph; View & Message shows the job reference, client and progress for 3 seconds and sends nothing; selecting from Active Vehicles with the keyboard rings the vehicle and keeps it in the URL', async ({
    page,
  }) => {
    await openMap(page, UK_FLEET);
    await expect(page.getByRole('heading', { level: 1, name: 'UK Fleet Live Tracking' })).toBeVisible();
    await expect(page.getByText('WS Connected', { exact: true })).toBeVisible();
    await pauseClock(page);
    for (const title of ['Active Jobs', 'Moving', 'Idle', 'Offline']) {
      await expect(page.getByRole('region', { name: 'Fleet figures' }).getByText(title, { exact: true })).toBeVisible();
    }
    expect(await kpi(page, 'Offline')).toBe(2);
    expect((await kpi(page, 'Moving')) + (await kpi(page, 'Idle'))).toBe(27);
    await expect(page.getByRole('heading', { name: `Live Jobs — 21 Aug 2025 (${await kpi(page, 'Active Jobs')})` })).toBeVisible();
    const bar = listGrid(page, LIVE_JOBS).getByRole('progressbar').first();
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAccessibleName(/^JOB-1\d{3} progress$/);
    await expect(page.getByRole('heading', { name: 'Active Vehicles (29)' })).toBeVisible();
    await expect(
      listGrid(page, VEHICLES)
        .getByRole('gridcell', { name: /^\d+(\.\d)? mph$/ })
        .first(),
    ).toBeVisible();
    await expect(
      listGrid(page, VEHICLES)
        .getByText(/^(Moving|Idle|Offline)$/)
        .first(),
    ).toBeVisible();

    const row = listGrid(page, LIVE_JOBS).getByRole('row').nth(1);
    const button = row.getByRole('button', { name: /^View & Message JOB-1\d{3}$/ });
    const jobId = (await button.getAttribute('aria-label'))!.replace('View & Message ', '');
    const progress = (await row.getByRole('gridcell').nth(1).textContent())!.match(/\d+%/)![0];
    await button.click();
    const card = page.getByRole('status').filter({ hasText: jobId });
    await expect(card).toContainText(`Progress: ${progress}`);
    await expect(card.getByRole('progressbar', { name: `${jobId} progress` })).toBeVisible();
    const client = (await row.getByRole('gridcell').first().locator('span span').first().textContent())!;
    await expect(card).toContainText(client);
    await page.clock.runFor(2900);
    await expect(card).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('status').filter({ hasText: jobId })).toHaveCount(0);

    const registration = await selectVehicleFromList(page, VEHICLES, 'moving');
    await expect(page).toHaveURL(/[?&]vehicle=(VEH|SIM)-\d+/);
    await expect(listGrid(page, VEHICLES).getByRole('button', { name: new RegExp(`^${registration} `) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  for (const width of [1440, 1024]) {
    test(`at ${width} px wide every View & Message button shows whole inside its row's cell`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openMap(page, UK_FLEET);
      await pauseClock(page);
      const buttons = listGrid(page, LIVE_JOBS).getByRole('button', { name: /^View & Message JOB-/ });
      await expect(buttons.first()).toBeVisible();
      for (const button of (await buttons.all()).slice(0, 3)) {
        const box = (await button.boundingBox())!;
        const cell = (await button.locator('xpath=ancestor::*[@role="gridcell"][1]').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(cell.x);
        expect(box.x + box.width).toBeLessThanOrEqual(cell.x + cell.width);
        // Its words fit inside it, not cut off at its edge.
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    });
  }

  test('the panel refreshes every 3 s, not on every 1 s tick', async ({ page }) => {
    // 600 vehicles: over 45 s some shown job's progress moves by a whole percent several times.
    await openMap(page, `${UK_FLEET}?vehicles=600`);
    await pauseClock(page);
    // Each shown job's progress, from the snapshot the refresh takes. Not the rows' whole text: a job that starts
    // between refreshes has its client's name read by id, which lands when the read does, on no period of its own.
    const shown = () =>
      listGrid(page, LIVE_JOBS)
        .getByRole('progressbar')
        .evaluateAll((bars) => bars.map((bar) => `${bar.getAttribute('aria-label')} ${bar.getAttribute('aria-valuenow')}`).join());
    // A second at a time, note the seconds at which the panel changed.
    const changedAt: number[] = [];
    let before = await shown();
    for (let second = 1; second <= 45; second++) {
      await page.clock.runFor(1000);
      await rendered(page);
      const now = await shown();
      if (now !== before) changedAt.push(second);
      before = now;
    }
    // Several refreshes, each a whole number of 3 s periods after the one before (a refresh on every
    // tick would change it 1 or 2 s apart).
    expect(changedAt.length).toBeGreaterThanOrEqual(3);
    const gaps = changedAt.slice(1).map((second, index) => second - changedAt[index]);
    expect(gaps.filter((gap) => gap % 3 !== 0)).toEqual([]);
  });

  test('no axe violations in light and dark; readable at 320 px', async ({ page }) => {
    await openMap(page, UK_FLEET);
    await expect(page.getByRole('heading', { name: /^Live Jobs — 21 Aug 2025/ })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole('application', { name: 'Fleet map' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
