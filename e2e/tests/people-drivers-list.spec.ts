import { expect, type Page, test } from '@playwright/test';

import { exportCsv } from './csvExport';
import { recordScripts } from './downloadedModules';
import { countIn, figure, gridRows } from './people-helpers';
import { failStoreCalls, openSignedIn } from './session';

const PLACEHOLDER = 'Search by name, email, or license number...';
const searchBox = (page: Page) => page.getByRole('searchbox', { name: PLACEHOLDER });
const tableTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^All Drivers \(\d+\)$/ });
const kpi = (page: Page, title: string) => figure(page, 'Driver figures', title);

test.describe('Drivers list (/admin/drivers)', () => {
  test('is its own chunk: opening the list downloads neither a form nor a profile; "Driver Management" with Add New Driver and the four figures: 18 drivers, 15 employed, 3 self-employed, average rating to 1 decimal', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/drivers');
    await expect(page.getByRole('heading', { level: 2, name: 'All Drivers (18)' })).toBeVisible();
    const modules = scripts.modulesOf('mfe-people');
    expect(modules).toContain('mfe-people/src/drivers-list/DriversListPage.tsx');
    expect(modules.filter((name) => /driver-form|driver-profile|client/.test(name))).toEqual([]);

    await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Driver' })).toHaveAttribute('href', '/admin/drivers/new');
    await expect(kpi(page, 'Total Drivers')).toContainText('18');
    await expect(kpi(page, 'Employed')).toContainText('15');
    await expect(kpi(page, 'Self-Employed')).toContainText('3');

    // The average, worked out here from the Rating column of the exported table.
    const ratings = (await exportCsv(page)).records.map((record) => Number(record.Rating));
    const average = (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1);
    await expect(kpi(page, 'Average Rating')).toContainText(average);
    await expect(kpi(page, 'Average Rating').getByText(/^\d\.\d$/)).toBeVisible();
  });

  test('the table: columns, licence numbers masked to their last two characters, View and Edit on every row; search by name, e-mail or licence number, case-insensitively', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/drivers');
    await expect(tableTitle(page)).toHaveText('All Drivers (18)');
    await expect(searchBox(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Driver',
      'Phone',
      'License',
      'Employment',
      'Status',
      'Rating',
      'Jobs',
      'Actions',
    ]);
    await expect(gridRows(page)).toHaveCount(10);
    await expect(page.getByText('1–10 of 18')).toBeVisible();
    for (const row of await gridRows(page).all()) {
      await expect(row.getByText(/^•{14}[A-Z0-9]{2}$/)).toBeVisible();
    }
    const first = gridRows(page).first();
    const view = first.getByRole('link', { name: /^View / });
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/^\/admin\/drivers\/DRV-\d{3}$/);
    await expect(first.getByRole('link', { name: /^Edit / })).toHaveAttribute('href', `${href}/edit`);

    // The profile shows the whole number; the list only its last two characters.
    await view.click();
    const licence = (await page.getByRole('region', { name: 'License & Employment' }).getByRole('definition').first().textContent())!;
    await page.goBack();
    await expect(
      gridRows(page)
        .first()
        .getByText(`••••••••••••••${licence.slice(-2)}`),
    ).toBeVisible();
    await expect(page.getByRole('grid')).not.toContainText(licence);

    // Back on the list as it opened.
    const firstRow = gridRows(page).first();
    const name = (await firstRow.getByRole('gridcell').first().locator('span').first().textContent())!;
    await firstRow.getByRole('link', { name: `View ${name}` }).click();
    const details = page.getByRole('region', { name: 'License & Employment' }).getByRole('definition');
    const licenceNumber = (await details.first().textContent())!;
    const email = (await page.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: /@/ }).textContent())!;
    await page.getByRole('link', { name: 'Back to Drivers' }).click();

    await searchBox(page).fill(licenceNumber.toLowerCase());
    await expect(tableTitle(page)).toHaveText('All Drivers (1)');
    await expect(gridRows(page)).toHaveCount(1);
    await expect(gridRows(page).first()).toContainText(name);
    await searchBox(page).fill(email.toUpperCase());
    await expect(tableTitle(page)).toHaveText('All Drivers (1)');
    await searchBox(page).fill(name.split(' ')[0].toLowerCase());
    await expect(gridRows(page).filter({ hasText: name })).toHaveCount(1);
    await searchBox(page).fill('zzqqxx');
    await expect(tableTitle(page)).toHaveText('All Drivers (0)');
    await expect(page.getByText('No drivers match "zzqqxx"')).toBeVisible();
  });

  test('search, sort and page live in the URL: a reload, a link and Back restore them', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers');
    await page.getByRole('columnheader', { name: 'Rating' }).click();
    await page.getByRole('columnheader', { name: 'Rating' }).click();
    await expect(page.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/\/admin\/drivers\?sort=-rating&page=2$/);
    await expect(page.getByText('11–18 of 18')).toBeVisible();
    const firstOnPage2 = await gridRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .getAttribute('href');

    await page.reload();
    await expect(page.getByText('11–18 of 18')).toBeVisible();
    await expect(
      gridRows(page)
        .first()
        .getByRole('link', { name: /^View / }),
    ).toHaveAttribute('href', firstOnPage2!);

    await gridRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Profile' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('11–18 of 18')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute('aria-sort', 'descending');

    await page.goto('/admin/drivers?q=a&size=25');
    await expect(searchBox(page)).toHaveValue('a');
    const matches = await countIn(tableTitle(page));
    await expect(gridRows(page)).toHaveCount(Math.min(matches, 25));
  });

  test('exports the filtered drivers as CSV, licence numbers masked', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers?sort=name');
    await expect(tableTitle(page)).toHaveText('All Drivers (18)');
    const { fileName, header, records } = await exportCsv(page);
    expect(fileName).toBe('drivers.csv');
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone',
      'License Number',
      'License Class',
      'License Expiry',
      'Employment',
      'Status',
      'Rating',
      'Jobs',
    ]);
    expect(records).toHaveLength(18);
    for (const record of records) expect(record['License Number']).toMatch(/^•{14}[A-Z0-9]{2}$/);
    const names = records.map((record) => record.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  test('when the drivers cannot be fetched: the "Error" / "Failed to fetch drivers data" toast and Retry', async ({ page }) => {
    await failStoreCalls(page, { drivers: ['list'] });
    await openSignedIn(page, '/admin/drivers');
    await expect(page.getByText('Failed to fetch drivers data')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Drivers could not be loaded')).toBeVisible();
    await expect(kpi(page, 'Total Drivers')).toContainText('—');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Failed to fetch drivers data')).toHaveCount(2);
  });
});
