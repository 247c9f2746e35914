import { expect, type Locator, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { exportCsv } from './csvExport';
import { recordScripts } from './downloadedModules';
import { failStoreCalls, openSignedIn } from './session';

const PLACEHOLDER = 'Search by registration, make, model, or driver...';
const searchBox = (page: Page) => page.getByRole('searchbox', { name: PLACEHOLDER });
const tableTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^Fleet Status \(\d+ vehicles?\)$/ });
const dataRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const kpi = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Fleet figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const background = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
/** The registration of a fleet row, from its View link ("View ZVX-101"). */
const registrationOf = async (row: Locator) =>
  (await row.getByRole('link', { name: /^View / }).getAttribute('aria-label'))!.replace(/^View /, '');

test.describe('Fleet Management (/admin/vehicles)', () => {
  test('is its own chunk: opening the list downloads neither the forms nor the vehicle page; "Fleet Management" with back and register buttons and the five figures from the data', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/vehicles');
    await expect(tableTitle(page)).toBeVisible();
    const fleetModules = scripts.modulesOf('mfe-fleet');
    expect(fleetModules).toContain('mfe-fleet/src/vehicles-list/VehiclesListPage.tsx');
    expect(fleetModules.filter((name) => /vehicle-form|vehicle-detail|system-alerts|warehouse/.test(name))).toEqual([]);

    await expect(page.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(page.getByRole('link', { name: 'Register New Vehicle' })).toHaveAttribute('href', '/admin/vehicles/new');
    await expect(kpi(page, 'Total Vehicles')).toContainText('29');
    await expect(kpi(page, 'Active')).toContainText('25');
    await expect(kpi(page, 'Available')).toContainText('2');
    await expect(kpi(page, 'Maintenance')).toContainText('2');
    // MOT expired and road tax not held (the off-road vehicle), MOT in 5 days, road tax 2 days ago and in 4 days.
    await expect(kpi(page, 'Critical Alerts')).toContainText('5');
    await page.getByRole('link', { name: 'Register New Vehicle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register New Vehicle' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  });

  test('fuel: under 25 red, under 50 orange, else green, and said in words; "Fleet Status (29 vehicles)": seven columns, at most two alert titles then "+n more", View and Edit; tints rows red for a critical alert and orange for a high one, in light and dark', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/vehicles?size=50');
    await expect(dataRows(page)).toHaveCount(29);
    const bars = await page.getByRole('progressbar', { name: /^Fuel level of / }).evaluateAll((elements) =>
      elements.map((e) => ({
        value: Number(e.getAttribute('aria-valuenow')),
        text: e.getAttribute('aria-valuetext'),
        colour: getComputedStyle(e).color,
      })),
    );
    expect(bars).toHaveLength(29);
    // The bars' light-theme colours: red #dc2626, orange #c2410c, green #15803d.
    const band = (value: number) =>
      value < 25 ? ['low', 'rgb(220, 38, 38)'] : value < 50 ? ['below half', 'rgb(194, 65, 12)'] : ['good', 'rgb(21, 128, 61)'];
    for (const { value, text, colour } of bars) {
      const [word, expected] = band(value);
      expect({ text, colour }).toEqual({ text: `${value}%, ${word}`, colour: expected });
    }
    expect(new Set(bars.map(({ value }) => band(value)[0]))).toEqual(new Set(['low', 'below half', 'good']));

    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (29 vehicles)' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Vehicle',
      'Status',
      'Driver & Location',
      'Fuel',
      'Mileage',
      'Compliance',
      'Actions',
    ]);
    await expect(dataRows(page)).toHaveCount(29);
    // The off-road vehicle: MOT expired, road tax "Details not held", service overdue.
    const offRoad = dataRows(page).filter({ hasText: '+1 more' });
    await expect(offRoad).toHaveCount(1);
    await expect(offRoad).toContainText('MOT Expired');
    await expect(offRoad).toContainText('Road Tax Expired');
    await expect(offRoad).not.toContainText('Service Overdue');
    await expect(offRoad).toContainText('out_of_service');
    await expect(dataRows(page).filter({ hasText: 'No alerts' })).toHaveCount(21);
    const registration = await registrationOf(offRoad);
    const view = offRoad.getByRole('link', { name: `View ${registration}` });
    await expect(offRoad.getByRole('link', { name: `Edit ${registration}` })).toHaveAttribute(
      'href',
      /^\/admin\/vehicles\/VEH-\d{3}\/edit$/,
    );

    const critical = dataRows(page).filter({ hasText: 'MOT Due Very Soon' });
    const high = dataRows(page).filter({ hasText: 'Road Tax Due Soon' });
    const medium = dataRows(page).filter({ hasText: 'Road Tax Reminder' });
    // The theme's error #991b1b at 9% and warning #8a3c0c at 10%; medium alerts leave the row alone.
    expect(await background(critical)).toBe('rgba(153, 27, 27, 0.09)');
    expect(await background(high)).toBe('rgba(138, 60, 12, 0.1)');
    expect(await background(medium)).toBe('rgba(0, 0, 0, 0)');
    await switchToDark(page);
    // Dark: error #fecaca at 16%, warning #fcd34d at 14%.
    await expect.poll(() => background(critical)).toBe('rgba(254, 202, 202, 0.16)');
    expect(await background(high)).toBe('rgba(252, 211, 77, 0.14)');

    await view.click();
    await expect(page.getByRole('heading', { level: 1, name: registration })).toBeVisible();
  });

  test('search filters by registration, make, model or driver, case-insensitively; keyboard: the search box, the export and the row links are reachable', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/vehicles');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (29 vehicles)' })).toBeVisible();
    // Two Isuzu Forward trucks; six Transits (three Transit 350, two E-Transit, one Transit Custom).
    await searchBox(page).fill('ISUZU');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (2 vehicles)' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=ISUZU$/);
    await searchBox(page).fill('transit');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (6 vehicles)' })).toBeVisible();
    const first = dataRows(page).first();
    const registration = await registrationOf(first);
    await searchBox(page).fill(registration.toLowerCase());
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (1 vehicle)' })).toBeVisible();
    await searchBox(page).fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (29 vehicles)' })).toBeVisible();
    const driven = dataRows(page).filter({ hasNotText: 'Unassigned' }).first();
    const driver = (await driven.getByRole('gridcell').nth(2).locator('span').first().textContent())!;
    await searchBox(page).fill(driver.toUpperCase());
    await expect(dataRows(page).first()).toContainText(driver);
    await searchBox(page).fill('zzqqxx');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (0 vehicles)' })).toBeVisible();
    await expect(page.getByText('No vehicles match "zzqqxx"')).toBeVisible();

    // Cleared, the search shows the whole fleet again, as on opening.
    await searchBox(page).fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (29 vehicles)' })).toBeVisible();
    await page.getByRole('link', { name: 'Register New Vehicle' }).focus();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('isuzu');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (2 vehicles)' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
    // The table is one tab stop on its first cell; the arrow keys move to a row's View link, Tab to its Edit link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('gridcell').first()).toBeFocused();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('link', { name: /^View / }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/vehicles\/VEH-\d{3}\/edit$/);
  });

  test('search, sort and page live in the URL: a reload, a link and Back restore them', async ({ page }) => {
    await openSignedIn(page, '/admin/vehicles');
    await searchBox(page).fill('a');
    await expect(page).toHaveURL(/\?q=a$/);
    await page.getByRole('columnheader', { name: 'Mileage' }).click();
    await page.getByRole('columnheader', { name: 'Mileage' }).click();
    await expect(page.getByRole('columnheader', { name: 'Mileage' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/\?q=a&sort=-mileage&page=2&size=10$/);
    const firstOnPage2 = await registrationOf(dataRows(page).first());

    await page.reload();
    await expect(searchBox(page)).toHaveValue('a');
    await expect(page.getByRole('columnheader', { name: 'Mileage' })).toHaveAttribute('aria-sort', 'descending');
    expect(await registrationOf(dataRows(page).first())).toBe(firstOnPage2);

    await dataRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page).toHaveURL(/\/admin\/vehicles\/VEH-\d{3}$/);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('a');
    await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
    expect(await registrationOf(dataRows(page).first())).toBe(firstOnPage2);
  });

  test('exports the filtered, sorted fleet as CSV, alert titles included', async ({ page }) => {
    await openSignedIn(page, '/admin/vehicles?sort=-alerts');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (29 vehicles)' })).toBeVisible();
    const { fileName, header, records } = await exportCsv(page);
    expect(fileName).toBe('fleet.csv');
    expect(header).toEqual(['Registration', 'Make', 'Model', 'Status', 'Driver', 'Location', 'Fuel', 'Mileage', 'Compliance']);
    expect(records).toHaveLength(29);
    // Sorted worst first: the off-road vehicle's three alerts lead, all of them (the cell shows two and "+1 more").
    expect(records[0].Compliance).toBe('MOT Expired; Road Tax Expired; Service Overdue');
    expect(records.find((record) => record.Registration === 'ZVX-101')).toMatchObject({ Make: 'Ford', Model: 'Transit 350 L3H3' });
  });

  test('a fleet that cannot be loaded shows the error state with Retry', async ({ page }) => {
    await failStoreCalls(page, { vehicles: ['list'] });
    await openSignedIn(page, '/admin/vehicles');
    await expect(page.getByText('The fleet could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(kpi(page, 'Total Vehicles')).toContainText('—');
    await expectNoAxeViolations(page, 'main');
  });
});
