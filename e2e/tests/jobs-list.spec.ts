import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './session';

const axeArea = (page: Page) => new AxeBuilder({ page }).include('main').analyze();

/** The shell's theme toggle; waits for colour transitions to end so axe sees the final colours. */
async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}
const PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
const searchBox = (page: Page) => page.getByRole('searchbox', { name: PLACEHOLDER });
const tableTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^All Jobs \(\d+\)$/ });
const dataRows = (page: Page) => page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') });
const kpi = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Job figures' }).getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

async function shownCount(page: Page) {
  return Number(/\((\d+)\)/.exec((await tableTitle(page).textContent())!)![1]);
}

test.describe('Jobs list (/admin/jobs)', () => {
  test('"Jobs Management" with back and create buttons and the five figures from the data', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(page.getByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/admin/jobs/new');
    await expect(kpi(page, 'Total Jobs')).toContainText('980');
    await expect(kpi(page, 'In Progress')).toContainText('35');
    await expect(kpi(page, 'In Progress')).toContainText('Active today');
    await expect(kpi(page, 'Completed')).toContainText('848');
    await expect(kpi(page, 'Completed')).toContainText('Historical');
    await expect(kpi(page, 'Scheduled')).toContainText('97');
    await expect(kpi(page, 'Scheduled')).toContainText('Future bookings');
    await expect(kpi(page, 'Total Value')).toContainText(/£[\d.]+k/);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  });

  test('the table "All Jobs (980)": eight columns, today highlighted, View and Edit on every row', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (980)' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Job Details', 'Client & Type', 'Pickup & Delivery', 'Schedule', 'Assignment', 'Status', 'Value', 'Actions',
    ]);
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByText('1–10 of 980')).toBeVisible();
    const first = dataRows(page).first();
    const id = await first.getAttribute('data-id');
    await expect(first.getByRole('link', { name: `View ${id}` })).toHaveAttribute('href', `/admin/jobs/${id}`);
    await expect(first.getByRole('link', { name: `Edit ${id}` })).toHaveAttribute('href', `/admin/jobs/${id}/edit`);
    // Live jobs pick up today: sort by status to bring them to the first page after the completed ones.
    await searchBox(page).fill('');
    await page.goto('/admin/jobs?sort=-pickup_date&page=10');
    await expect(page.getByText('Today', { exact: true }).first()).toBeVisible();
  });

  test('search filters by job ID, client, type, driver or vehicle, case-insensitively, and keeps typing instant', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (980)' })).toBeVisible();
    const first = dataRows(page).first();
    const id = (await first.getAttribute('data-id'))!;
    await searchBox(page).fill(id.toLowerCase());
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (1)' })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(1);

    await searchBox(page).fill('FINE ART TRANSPORT');
    await expect(tableTitle(page)).not.toHaveText('All Jobs (980)');
    const fineArt = await shownCount(page);
    expect(fineArt).toBeGreaterThan(0);
    for (const row of await dataRows(page).all()) await expect(row).toContainText('Fine Art Transport');
    await expect(page).toHaveURL(/\?q=FINE\+ART\+TRANSPORT$/);

    await searchBox(page).fill('zzqqxx');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (0)' })).toBeVisible();
    await expect(page.getByText('No jobs match "zzqqxx"')).toBeVisible();
  });

  test('search, sort and page live in the URL: a reload, a link and Back restore them', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await searchBox(page).fill('office');
    await expect(page).toHaveURL(/\?q=office$/);
    const matches = await shownCount(page);
    await page.getByRole('columnheader', { name: 'Value' }).click();
    await page.getByRole('columnheader', { name: 'Value' }).click();
    await expect(page.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/\?q=office&sort=-total_amount&page=2$/);
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    const firstOnPage2 = await dataRows(page).first().getAttribute('data-id');

    await page.reload();
    await expect(searchBox(page)).toHaveValue('office');
    await expect(page.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    await expect(dataRows(page).first()).toHaveAttribute('data-id', firstOnPage2!);

    await dataRows(page).first().getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('office');
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    await expect(dataRows(page).first()).toHaveAttribute('data-id', firstOnPage2!);

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(page).toHaveURL(/\?q=office&sort=-total_amount$/);
  });

  test('exports the filtered, sorted jobs as CSV from the toolbar', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs?q=antique&sort=id');
    const count = await (async () => {
      await expect(tableTitle(page)).not.toHaveText('All Jobs (980)');
      return shownCount(page);
    })();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('jobs.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Job Details,Client & Type,Pickup & Delivery,Schedule,Assignment,Status,Value');
    expect(lines).toHaveLength(count + 1);
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(ids).toEqual([...ids].sort());
  });

  test('keyboard: the search box, the table and the row links are reachable', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (980)' })).toBeVisible();
    await page.getByRole('link', { name: 'Create New Job' }).focus();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('antique');
    await expect(page).toHaveURL(/\?q=antique$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
  });

  test('no axe violations, in light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (980)' })).toBeVisible();
    expect((await axeArea(page)).violations).toEqual([]);
    await searchBox(page).fill('zzqqxx');
    await expect(page.getByText('No jobs match "zzqqxx"')).toBeVisible();
    expect((await axeArea(page)).violations).toEqual([]);
    await switchToDark(page);
    await searchBox(page).fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (980)' })).toBeVisible();
    expect((await axeArea(page)).violations).toEqual([]);
  });
});
