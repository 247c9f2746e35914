import { readFileSync } from 'node:fs';

import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { failStoreCalls, openSignedIn } from './session';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const figure = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Vehicle figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** The Total Jobs figure, once the vehicle's jobs have loaded (a dash until then). */
async function totalJobs(page: Page) {
  const total = figure(page, 'Total Jobs');
  await expect(total).toHaveText(/\d/);
  return Number(/\d+/.exec((await total.textContent())!)![0]);
}

/** Opens, from the fleet table, the vehicle whose row shows `text`, and returns its registration. */
async function openVehicleShowing(page: Page, text: string) {
  await openSignedIn(page, '/admin/vehicles?size=50');
  const row = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .filter({ hasText: text })
    .first();
  const view = row.getByRole('link', { name: /^View / });
  const registration = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: registration })).toBeVisible();
  return registration;
}

test.describe('Vehicle detail (/admin/vehicles/{vehicleId})', () => {
  test('status, total jobs, mileage, the fuel bar and current value; the cards; its compliance alerts, worst first, with what to do; no axe violations, in light and dark; Vehicle Report downloads a JSON file about the vehicle; back to the fleet', async ({
    page,
  }) => {
    const registration = await openVehicleShowing(page, '+1 more');
    await expect(figure(page, 'Status')).toContainText('out_of_service');
    await expect(figure(page, 'Total Jobs')).toContainText(/\d+/);
    await expect(figure(page, 'Mileage')).toContainText(/[\d,]+ mi/);
    const fuel = figure(page, 'Fuel Level').getByRole('progressbar', { name: 'Fuel level' });
    const value = Number(await fuel.getAttribute('aria-valuenow'));
    // Over 50 green, over 25 yellow, else red (light theme: #15803d, #a16207, #dc2626).
    const [word, colour] =
      value > 50 ? ['good', 'rgb(21, 128, 61)'] : value > 25 ? ['below half', 'rgb(161, 98, 7)'] : ['low', 'rgb(220, 38, 38)'];
    await expect(fuel).toHaveAttribute('aria-valuetext', `${value}%, ${word}`);
    expect(await fuel.evaluate((element) => getComputedStyle(element).color)).toBe(colour);
    await expect(figure(page, 'Current Value')).toContainText(/£[\d,]+/);
    for (const title of ['Specifications', 'Operational Details', 'Maintenance & Compliance', 'Compliance Alerts', 'Recent Jobs']) {
      await expect(card(page, title)).toBeVisible();
    }
    await expect(card(page, 'Maintenance & Compliance')).toContainText('Insurance ExpiryDetails not held');

    const alerts = card(page, 'Compliance Alerts').getByRole('listitem');
    await expect(alerts.getByRole('heading')).toHaveText(['MOT Expired', 'Road Tax Expired', 'Service Overdue']);
    await expect(alerts.nth(0)).toContainText('Critical');
    await expect(alerts.nth(0)).toContainText('MOT expired 3 days ago');
    await expect(alerts.nth(1)).toContainText('Road tax expired 1 day ago (expiry date: Details not held)');
    await expect(alerts.nth(2)).toContainText('High');
    await expect(alerts.nth(2)).toContainText('Action required: Book a service now');

    await expect(card(page, 'Recent Jobs').getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');

    const total = await totalJobs(page);
    const vehicleId = page.url().split('/').pop();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Vehicle Report' }).click()]);
    expect(download.suggestedFilename()).toBe(`vehicle-report-${registration.replace(/ /g, '-')}.json`);
    const report = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(report.report).toBe('Vehicle Report');
    expect(Math.abs(Date.parse(report.generated_at) - Date.now())).toBeLessThan(60_000);
    expect(report.vehicle).toMatchObject({ id: vehicleId, registration, status: 'out_of_service', insurance_expiry: 'Details not held' });
    expect(report.compliance_alerts.map((alert: { title: string }) => alert.title)).toEqual([
      'MOT Expired',
      'Road Tax Expired',
      'Service Overdue',
    ]);
    expect(report.jobs.total).toBe(total);
    expect(report.jobs.latest.length).toBe(Math.min(total, 10));
    await expect(page.getByText('Report Downloaded')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Fleet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeVisible();
  });

  test('its recent jobs are its real jobs, and links go both ways', async ({ page }) => {
    const registration = await openVehicleShowing(page, 'MOT Due Very Soon');
    const total = await totalJobs(page);
    expect(total).toBeGreaterThan(0);
    const jobs = card(page, 'Recent Jobs')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(jobs).toHaveCount(Math.min(total, 5));
    const first = jobs.first().getByRole('link', { name: /^View JOB-/ });
    const jobId = (await first.getAttribute('aria-label'))!.replace(/^View /, '');
    await first.click();
    await expect(page).toHaveURL(`/admin/jobs/${jobId}`);
    const vehicleLink = card(page, 'Team & Vehicle').getByRole('link', { name: registration });
    await expect(vehicleLink).toBeVisible();
    await vehicleLink.click();
    await expect(page.getByRole('heading', { level: 1, name: registration })).toBeVisible();

    await card(page, 'Recent Jobs').getByRole('link', { name: 'View All Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(registration);
    await expect(page.getByRole('heading', { level: 2, name: `All Jobs (${total})` })).toBeVisible();
  });

  test('an unknown vehicle: "Vehicle Not Found" with a way back to the fleet', async ({ page }) => {
    await openSignedIn(page, '/admin/vehicles/VEH-999');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeVisible();
    await expect(page.getByText('The requested vehicle could not be found.')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('link', { name: 'Back to Fleet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeVisible();
  });

  test('a vehicle that cannot be loaded shows the error state with Retry', async ({ page }) => {
    await failStoreCalls(page, { vehicles: ['get'] });
    await openSignedIn(page, '/admin/vehicles/VEH-001');
    await expect(page.getByText('This vehicle could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('Edit Vehicle (/admin/vehicles/{vehicleId}/edit)', () => {
  test('Edit Vehicle opens the form filled in; a saved change shows at once on the page and in the list', async ({ page }) => {
    const registration = await openVehicleShowing(page, 'Road Tax Reminder');
    await page.getByRole('link', { name: 'Edit Vehicle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Vehicle' })).toBeVisible();
    await expect(field(page, 'Registration')).toHaveValue(registration);
    await field(page, 'Location').fill('Leeds Depot');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Maintenance' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Vehicle Updated Successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: registration })).toBeVisible();
    await expect(card(page, 'Operational Details')).toContainText('LocationLeeds Depot');
    await expect(figure(page, 'Status')).toContainText('Maintenance');
    await page.getByRole('link', { name: 'Back to Fleet' }).click();
    await page.getByRole('searchbox').fill(registration);
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: registration })).toContainText('Leeds Depot');
  });

  test('an unknown vehicle: "Vehicle Not Found"; no axe violations on the form, light and dark; an emptied required field is named; leaving asks first', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/vehicles/VEH-999/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeVisible();
    await expect(page.getByText('The requested vehicle could not be found.')).toBeVisible();
    await page.goto('/admin/vehicles/VEH-001/edit');
    await expect(field(page, 'Registration')).toHaveValue('ZVX-101');
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');

    // The dark theme stays: nothing below is about colour.
    await field(page, 'Make').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('make is required')).toHaveCount(2);
    await page.getByRole('button', { name: 'Back to Vehicle' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL('/admin/vehicles/VEH-001');
  });
});
