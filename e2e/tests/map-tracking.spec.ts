import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';

import { expectNoAxeViolations, OPEN_MODAL, switchToDark } from './accessibility';
import { expectNoHorizontalScroll } from './layout';
import { controls, kpi, listGrid, mapApplication, openMap, selectVehicleFromList } from './map-page';
import { pauseClock } from './pageClock';

const TRACKING = '/admin/tracking';
const FLEET = /^Fleet \(/;
const ACTIVE_JOBS = /^Active Jobs \(/;

/** The specification's marker colours, as the screen shows them. */
const STATUS_RGB = { idle: [245, 163, 0], moving: [30, 111, 217] };

/** The colour on screen at the map's centre, read from a screenshot of the map. */
async function mapCentreColour(page: Page) {
  const { width, height, data } = PNG.sync.read(await mapApplication(page).screenshot());
  const at = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 4;
  return [...data.subarray(at, at + 3)];
}

/** Clicks the map a number of pixels from its centre, then lets OpenLayers tell a single click from a double one. */
async function clickMap(page: Page, dx = 0, dy = 0) {
  const box = (await mapApplication(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  await page.clock.runFor(300);
}

test.describe('Fleet map dashboard (/admin/tracking)', () => {
  test('the panel: title, count line, KPI tiles, the hint, the Fleet and Active Jobs lists, the attribution; View Job opens the Job Details dialog; Generate Invoice and View Invoice say what they do', async ({
    page,
  }) => {
    await openMap(page, TRACKING);
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet Map Dashboard' })).toBeVisible();
    await expect(page.getByText(/^29 vehicles · \d+ active jobs · Live tracking$/)).toBeVisible();
    for (const title of ['Active Jobs', 'Vehicles Moving', 'Idle', 'Completed Today']) {
      await expect(page.getByRole('region', { name: 'Fleet figures' }).getByText(title, { exact: true })).toBeVisible();
    }
    await pauseClock(page);
    // 29 vehicles, two of them off the road (offline): every other one is moving or idle.
    expect((await kpi(page, 'Vehicles Moving')) + (await kpi(page, 'Idle'))).toBe(27);
    expect(await kpi(page, 'Completed Today')).toBe(0);
    await expect(controls(page)).toContainText('Select a vehicle (click a marker or list) to control');
    await expect(page.getByRole('heading', { name: 'Fleet (29)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Active Jobs (${await kpi(page, 'Active Jobs')})` })).toBeVisible();
    await page.getByRole('region', { name: FLEET }).getByRole('searchbox').fill('offline');
    await expect(page.getByRole('heading', { name: 'Fleet (2)' })).toBeVisible();
    await expect(listGrid(page, FLEET).getByText('Offline', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );

    // View Job, on the Active Jobs list (the Fleet list's search above leaves it as it was).
    const view = listGrid(page, ACTIVE_JOBS)
      .getByRole('button', { name: /^View Job JOB-1\d{3}$/ })
      .first();
    const jobId = (await view.getAttribute('aria-label'))!.replace('View Job ', '');
    await view.click();
    const dialog = page.getByRole('dialog', { name: `Job Details: ${jobId}` });
    await expect(dialog).toBeVisible();
    for (const section of [
      'Job Information',
      'Locations',
      'Description',
      'Vehicle Details',
      'Assigned Porters',
      'Timing',
      'Invoice Information',
    ]) {
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    for (const text of [
      'Client',
      'Contact',
      'Phone',
      '£2,450,000',
      'Pickup',
      'Delivery',
      'Special requirements',
      'Registration',
      'Current speed',
      'Created',
      'ETA',
      '£4.50 per mile + £85 per hour',
      '£324.50',
      'Insurance',
      'Pending',
    ]) {
      await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await page.clock.resume();
    await expectNoAxeViolations(page, OPEN_MODAL);
    await dialog.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page.getByText('Invoice Generated')).toBeVisible();
    await expect(page.getByText('Invoice created and sent to the client')).toBeVisible();
    await dialog.getByRole('button', { name: 'View Invoice' }).click();
    await expect(page.getByText('Opening Invoice')).toBeVisible();
    await expect(page.getByText('Invoice opened in new tab')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a vehicle is selected and controlled from the keyboard: pause, resume, speed, teleport, new job; leaving the map for another admin page and coming back continues the same simulation', async ({
    page,
  }) => {
    await openMap(page, TRACKING);
    await pauseClock(page);
    const moving = await kpi(page, 'Vehicles Moving');
    const registration = await selectVehicleFromList(page, FLEET, 'moving');
    await expect(page).toHaveURL(/[?&]vehicle=/);
    await expect(controls(page)).toContainText(registration);
    await expect(controls(page).getByText('Moving', { exact: true })).toBeVisible();

    await controls(page).getByRole('button', { name: 'Pause' }).press('Enter');
    await expect(controls(page).getByRole('status')).toHaveText(`${registration} paused`);
    await expect(controls(page).getByText('Idle', { exact: true })).toBeVisible();
    expect(await kpi(page, 'Vehicles Moving')).toBe(moving - 1);
    await page.clock.runFor(5000);
    await expect(controls(page).getByText('Idle', { exact: true })).toBeVisible();
    await controls(page).getByRole('button', { name: 'Resume' }).press('Enter');
    await expect(controls(page).getByText('Moving', { exact: true })).toBeVisible();
    expect(await kpi(page, 'Vehicles Moving')).toBe(moving);

    const slider = controls(page).getByRole('slider', { name: /^Speed \(km\/h\)/ });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(controls(page).getByText('Idle', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '60');
    await expect(controls(page)).toContainText('60 km/h');
    await expect(controls(page).getByText('Moving', { exact: true })).toBeVisible();

    await controls(page).getByRole('button', { name: 'Teleport to City' }).press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edinburgh' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Edinburgh' }).press('Enter');
    await expect(controls(page)).toContainText('· Edinburgh ·');
    await expect(controls(page).getByRole('status')).toHaveText(`${registration} teleported to Edinburgh`);

    const jobs = await kpi(page, 'Active Jobs');
    await controls(page).getByRole('button', { name: 'New Job' }).press('Enter');
    await expect(controls(page).getByRole('status')).toHaveText(new RegExp(`^JOB-1\\d{3} created for ${registration}$`));
    const jobId = (await controls(page).getByRole('status').textContent())!.split(' ')[0];
    // The vehicle's earlier job is replaced, not delivered: the count stays.
    expect(await kpi(page, 'Active Jobs')).toBe(jobs);
    await expect(listGrid(page, ACTIVE_JOBS).getByRole('gridcell', { name: jobId, exact: true })).toBeVisible();

    // Leaving the map for another admin page and coming back continues the same simulation (the vehicle's new job, paused).
    const job = (await controls(page).textContent())!.match(/Job (JOB-\d+)/)![1];
    // By key, as the steps above: with the page clock paused, the closed Teleport menu's backdrop is still fading out
    // and would take a pointer's click.
    await controls(page).getByRole('button', { name: 'Pause' }).press('Enter');
    await page.clock.resume();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Jobs/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
    await page.clock.fastForward(10_000);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /Live Map/ })
      .click();
    await selectVehicleFromList(page, FLEET, registration);
    await expect(controls(page)).toContainText(`Job ${job}`);
    await expect(controls(page).getByText('Paused', { exact: true })).toBeVisible();
    await expect(controls(page).getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  test("a vehicle's marker is drawn at its place in its status colour: amber when idle, blue when moving; clicking a marker selects its vehicle", async ({
    page,
  }) => {
    await openMap(page, TRACKING);
    await pauseClock(page);
    // An idle vehicle stays where it is; selecting it centres it at zoom 15.
    await selectVehicleFromList(page, FLEET, 'idle');
    await page.clock.runFor(1000);
    // The sidebar's Live Map link clears the selection and takes its ring away; the map stays centred on the vehicle.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /Live Map/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/tracking$/);
    await expect(controls(page)).toContainText('Select a vehicle (click a marker or list) to control');
    await page.clock.runFor(1000);
    expect(await mapCentreColour(page)).toEqual(STATUS_RGB.idle);
    // A moving vehicle slowed to 3 km/h moves under a pixel a second at zoom 15, so it stays at the centre.
    const registration = await selectVehicleFromList(page, FLEET, 'moving');
    const vehicleId = new URL(page.url()).searchParams.get('vehicle');
    const slider = controls(page).getByRole('slider', { name: /^Speed \(km\/h\)/ });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '3');
    await page.clock.runFor(1000);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /Live Map/ })
      .click();
    await expect(controls(page)).toContainText('Select a vehicle (click a marker or list) to control');
    await page.clock.runFor(1000);
    expect(await mapCentreColour(page)).toEqual(STATUS_RGB.moving);
    // Clicking that marker, still at the centre, selects its vehicle (last: a click on the map is the user's own).
    await clickMap(page);
    await expect(page).toHaveURL(`/admin/tracking?vehicle=${vehicleId}`);
    await expect(controls(page)).toContainText(registration);
  });

  test('Click Map mode: PICKUP, then DROPOFF, creates the job; the vehicle arrives, delivers, and gets another job', async ({ page }) => {
    await openMap(page, TRACKING);
    await pauseClock(page);
    const registration = await selectVehicleFromList(page, FLEET, 'idle');
    await page.clock.runFor(1000);
    const completed = await kpi(page, 'Completed Today');
    await controls(page).getByRole('button', { name: 'Click Map' }).click();
    await expect(controls(page).getByText('PICKUP', { exact: true })).toBeVisible();
    await clickMap(page, -60, 0);
    await expect(controls(page).getByText('DROPOFF', { exact: true })).toBeVisible();
    await clickMap(page, 60, 0);
    await expect(controls(page).getByText('DROPOFF', { exact: true })).toHaveCount(0);
    await expect(controls(page).getByRole('status')).toHaveText(/^JOB-1\d{3} created from the clicked pickup to the drop-off$/);
    const jobId = (await controls(page).getByRole('status').textContent())!.split(' ')[0];
    await expect(controls(page)).toContainText(`Job ${jobId}`);
    await expect(controls(page).getByText('Moving', { exact: true })).toBeVisible();
    // The list pages its rows: find the new job by its number.
    await page.getByRole('region', { name: ACTIVE_JOBS }).getByRole('searchbox').fill(jobId);
    await expect(listGrid(page, ACTIVE_JOBS).getByRole('gridcell', { name: jobId, exact: true })).toBeVisible();

    // 120 px at zoom 15 is about 350 m; at 60 km/h (17 m/s) the vehicle arrives within 30 s.
    await controls(page)
      .getByRole('slider', { name: /^Speed \(km\/h\)/ })
      .focus();
    await page.keyboard.press('End');
    await page.clock.runFor(30_000);
    await expect(controls(page)).toContainText('No job');
    await expect(controls(page).getByText('Idle', { exact: true })).toBeVisible();
    await expect(listGrid(page, ACTIVE_JOBS).getByRole('gridcell', { name: jobId, exact: true })).toHaveCount(0);
    expect(await kpi(page, 'Completed Today')).toBeGreaterThan(completed);
    // A new random job comes 15 to 45 s after the delivery.
    await page.clock.runFor(45_000);
    await expect(controls(page)).toContainText(/Job JOB-1\d{3}/);
    await expect(controls(page)).not.toContainText(`Job ${jobId}`);
    await expect(controls(page).getByText('Moving', { exact: true })).toBeVisible();
    await expect(controls(page)).toContainText(registration);
  });

  test('Click Map mode from the keyboard: a city for the pickup, typed coordinates for the drop-off, an error under a wrong one', async ({
    page,
  }) => {
    await openMap(page, TRACKING);
    await pauseClock(page);
    await selectVehicleFromList(page, FLEET, 'idle');
    await controls(page).getByRole('button', { name: 'Click Map' }).press('Enter');
    await controls(page).getByRole('combobox', { name: 'City' }).press('Enter');
    await page.getByRole('option', { name: 'Cardiff' }).press('Enter');
    await expect(controls(page).getByRole('textbox', { name: 'Latitude' })).toHaveValue('51.49');
    await expect(controls(page).getByRole('textbox', { name: 'Longitude' })).toHaveValue('-3.195');
    await controls(page).getByRole('button', { name: 'Set pickup' }).press('Enter');
    await expect(controls(page).getByText('DROPOFF', { exact: true })).toBeVisible();
    await controls(page).getByRole('textbox', { name: 'Latitude' }).fill('61.2');
    await controls(page).getByRole('textbox', { name: 'Longitude' }).fill('-3.1');
    await controls(page).getByRole('button', { name: 'Set drop-off and create the job' }).press('Enter');
    await expect(controls(page).getByText('Latitude must be from 49.86 to 60.86 (inside the UK)')).toBeVisible();
    await expect(controls(page).getByRole('textbox', { name: 'Longitude' })).toHaveValue('-3.1');
    await controls(page).getByRole('textbox', { name: 'Latitude' }).fill('51.46');
    await controls(page).getByRole('button', { name: 'Set drop-off and create the job' }).press('Enter');
    await expect(controls(page).getByRole('status')).toHaveText(/^JOB-1\d{3} created from the clicked pickup to the drop-off$/);
  });

  test('the lists keep their search in the URL: a reload restores it', async ({ page }) => {
    await openMap(page, `${TRACKING}?fleet.q=offline`);
    await expect(page.getByRole('heading', { name: 'Fleet (2)' })).toBeVisible();
    await page.getByRole('region', { name: ACTIVE_JOBS }).getByRole('searchbox').fill('JOB-1001');
    await expect(page).toHaveURL(/jobs\.q=JOB-1001/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fleet (2)' })).toBeVisible();
    await expect(page.getByRole('region', { name: ACTIVE_JOBS }).getByRole('searchbox')).toHaveValue('JOB-1001');
    await expect(page.getByRole('heading', { name: /^Active Jobs \([01]\)$/ })).toBeVisible();
  });

  test('no axe violations in light and dark, with a vehicle selected and Click Map open; readable at 320 px', async ({ page }) => {
    await openMap(page, TRACKING);
    await pauseClock(page);
    await selectVehicleFromList(page, FLEET, 'idle');
    await controls(page).getByRole('button', { name: 'Click Map' }).click();
    await page.clock.resume();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(mapApplication(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
