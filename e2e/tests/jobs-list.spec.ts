import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { exportCsv } from './csvExport';
import { recordScripts } from './downloadedModules';
import { jobIdOf, jobRows } from './jobsTable';
import { openSignedIn } from './session';

const { jobs: JOBS, jobsInProgress: LIVE, jobsCompleted: COMPLETED, jobsScheduled: SCHEDULED } = SAMPLE_SIZES;
const PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
const searchBox = (page: Page) => page.getByRole('searchbox', { name: PLACEHOLDER });
const tableTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^All Jobs \(\d+\)$/ });
const dataRows = jobRows;
const kpi = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Job figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** The pickup dates (as times) of rows `from` to `to` (exclusive) on the page. */
async function pickupDates(page: Page, from: number, to: number) {
  const dates: number[] = [];
  for (let index = from; index < to; index += 1) {
    const text = (await dataRows(page).nth(index).getByRole('gridcell').nth(3).textContent()) ?? '';
    dates.push(Date.parse(/\d{1,2} \w{3} \d{4}/.exec(text)![0]));
  }
  return dates;
}

async function shownCount(page: Page) {
  return Number(/\((\d+)\)/.exec((await tableTitle(page).textContent())!)![1]);
}

test.describe('Jobs list (/admin/jobs)', () => {
  test("is its own chunk: opening the list downloads neither the form nor the job page; it downloads the MUI components the grid draws with, none of the settings screen's tables and radio buttons", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/jobs');
    await expect(tableTitle(page)).toBeVisible();
    const jobsModules = scripts.modulesOf('mfe-jobs');
    expect(jobsModules).toContain('mfe-jobs/src/jobs-list/JobsListPage.tsx');
    expect(jobsModules.filter((name) => /job-form|job-detail|dashboard/.test(name))).toEqual([]);
    await page.waitForLoadState('networkidle');
    const muiModules = scripts.modulesOf('@mui/material');
    expect(muiModules).toContain('@mui/material/LinearProgress/LinearProgress.mjs');
    expect(muiModules).toContain('@mui/material/Switch/Switch.mjs');
    const settingsOnly = /^@mui\/material\/(Table|TableHead|TableBody|TableRow|TableContainer|Radio|RadioGroup|FormGroup)\/\1\.mjs$/;
    expect(muiModules.filter((name) => settingsOnly.test(name))).toEqual([]);
  });

  test(`"Jobs Management" with back and create buttons and the five figures from the data; the table "All Jobs (${JOBS})": eight columns, today highlighted, View and Edit on every row; at 1280×800 all eight columns fit: nothing scrolls sideways and names are whole; opens on today's work: the live jobs (picked up today), then scheduled soonest first, then completed most recent first; a sort the user picks replaces it; Back to Dashboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/admin/jobs');
    // The header and its figures.
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(page.getByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/admin/jobs/new');
    await expect(kpi(page, 'Total Jobs')).toContainText(String(JOBS));
    await expect(kpi(page, 'In Progress')).toContainText(String(LIVE));
    await expect(kpi(page, 'In Progress')).toContainText('Active today');
    await expect(kpi(page, 'Completed')).toContainText(String(COMPLETED));
    await expect(kpi(page, 'Completed')).toContainText('Historical');
    await expect(kpi(page, 'Scheduled')).toContainText(String(SCHEDULED));
    await expect(kpi(page, 'Scheduled')).toContainText('Future bookings');
    await expect(kpi(page, 'Total Value')).toContainText(/£[\d.]+k/);

    // The table.
    await expect(page.getByRole('heading', { level: 2, name: `All Jobs (${JOBS})` })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Job Details',
      'Client & Type',
      'Pickup & Delivery',
      'Schedule',
      'Assignment',
      'Status',
      'Value',
      'Actions',
    ]);
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByText(`1–10 of ${JOBS}`)).toBeVisible();
    for (const row of await dataRows(page).all()) {
      const id = await jobIdOf(row);
      await expect(row.getByRole('link', { name: `View ${id}` })).toHaveAttribute('href', `/admin/jobs/${id}`);
      await expect(row.getByRole('link', { name: `Edit ${id}` })).toHaveAttribute('href', `/admin/jobs/${id}/edit`);
    }

    // At 1280×800 all eight columns fit.
    const grid = (await page.getByRole('grid').boundingBox())!;
    const actions = (await page.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    expect(actions.x + actions.width).toBeLessThanOrEqual(grid.x + grid.width);
    const first = dataRows(page).first();
    await expect(first.getByRole('link', { name: /^Edit / })).toBeInViewport();
    const clipped = await first
      .getByRole('gridcell')
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length);
    expect(clipped).toBe(0);

    // Today's work first: every row of the first page is live and picked up today.
    for (const row of await dataRows(page).all()) {
      await expect(row.getByRole('gridcell').filter({ hasText: 'Live' })).toHaveCount(1);
      await expect(row).toContainText('Today');
    }
    // The page where live jobs end and scheduled ones begin (rows 31–40 for 35 live jobs).
    const liveEnds = Math.floor(LIVE / 10);
    await page.goto(`/admin/jobs?page=${liveEnds + 1}`);
    await expect(page.getByText(`${liveEnds * 10 + 1}–${liveEnds * 10 + 10} of ${JOBS}`)).toBeVisible();
    const statuses = await Promise.all((await dataRows(page).all()).map((row) => row.getByRole('gridcell').nth(5).textContent()));
    const liveOnPage = LIVE % 10;
    expect(statuses).toEqual([...Array(liveOnPage).fill('Live'), ...Array(10 - liveOnPage).fill('Scheduled')]);
    const scheduledDates = await pickupDates(page, liveOnPage, 10);
    expect(scheduledDates).toEqual([...scheduledDates].sort((a, b) => a - b));
    // The page where scheduled jobs end and completed ones begin (rows 131–140 for 35 + 97).
    const scheduledEnd = LIVE + SCHEDULED;
    const completedStarts = Math.floor(scheduledEnd / 10);
    await page.goto(`/admin/jobs?page=${completedStarts + 1}`);
    await expect(page.getByText(`${completedStarts * 10 + 1}–${completedStarts * 10 + 10} of ${JOBS}`)).toBeVisible();
    const scheduledOnPage = scheduledEnd % 10;
    const completedDates = await pickupDates(page, scheduledOnPage, 10);
    expect(completedDates).toEqual([...completedDates].sort((a, b) => b - a));
    await expect(dataRows(page).nth(scheduledOnPage)).toContainText('Done');
    await expect(dataRows(page).nth(scheduledOnPage - 1)).toContainText('Scheduled');
    // A sort the user picks replaces it, and lives in the URL.
    await page.getByRole('columnheader', { name: 'Value' }).click();
    await expect(page).toHaveURL(/\?sort=total_amount$/);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  });

  test('narrower than that the table scrolls sideways and keeps the job id in view', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await openSignedIn(page, '/admin/jobs');
    await expect(dataRows(page)).toHaveCount(10);
    const first = dataRows(page).first();
    const id = await jobIdOf(first);
    await first.getByRole('link', { name: `Edit ${id}` }).scrollIntoViewIfNeeded();
    await expect(first.getByRole('link', { name: `Edit ${id}` })).toBeInViewport();
    const grid = (await page.getByRole('grid').boundingBox())!;
    const idCell = (await first.getByRole('gridcell').first().boundingBox())!;
    expect(Math.round(idCell.x)).toBeLessThanOrEqual(Math.round(grid.x) + 1);
    await expect(first.getByRole('gridcell').first()).toBeVisible();
    const covering = await first
      .getByRole('gridcell')
      .first()
      .evaluate((cell) => {
        const box = cell.getBoundingClientRect();
        return document.elementFromPoint(box.left + 12, box.top + box.height / 2)?.closest('[role="gridcell"]') === cell;
      });
    expect(covering).toBe(true);
  });

  test('no axe violations, in light and dark (the list, and with nothing matching); keyboard: the search box, the table and the row links are reachable; search filters by job ID, client, type, driver or vehicle, case-insensitively, and keeps typing instant', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 2, name: `All Jobs (${JOBS})` })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    const id = await jobIdOf(dataRows(page).first());

    // Keyboard.
    await page.getByRole('link', { name: 'Create New Job' }).focus();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('antique');
    await expect(page).toHaveURL(/\?q=antique$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();

    // Search.
    await searchBox(page).fill(id.toLowerCase());
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (1)' })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(1);

    // The list keeps showing the last answer until the search's own arrives (read once typing pauses).
    await searchBox(page).fill('FINE ART TRANSPORT');
    await expect(page).toHaveURL(/\?q=FINE\+ART\+TRANSPORT$/);
    await expect(tableTitle(page)).not.toHaveText(new RegExp(`^All Jobs \\((1|${JOBS})\\)$`));
    const fineArt = await shownCount(page);
    expect(fineArt).toBeGreaterThan(0);
    for (const row of await dataRows(page).all()) await expect(row).toContainText('Fine Art Transport');

    await searchBox(page).fill('zzqqxx');
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (0)' })).toBeVisible();
    await expect(page.getByText('No jobs match "zzqqxx"')).toBeVisible();

    // axe with nothing matching, then dark.
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await searchBox(page).fill('');
    await expect(page.getByRole('heading', { level: 2, name: `All Jobs (${JOBS})` })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });

  test('search, sort and page live in the URL: a reload, a link and Back restore them', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    await searchBox(page).fill('office');
    await expect(page).toHaveURL(/\?q=office$/);
    await expect(tableTitle(page)).not.toHaveText(`All Jobs (${JOBS})`);
    const matches = await shownCount(page);
    await page.getByRole('columnheader', { name: 'Value' }).click();
    await page.getByRole('columnheader', { name: 'Value' }).click();
    await expect(page.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/\?q=office&sort=-total_amount&page=2$/);
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    const firstOnPage2 = await jobIdOf(dataRows(page).first());

    await page.reload();
    await expect(searchBox(page)).toHaveValue('office');
    await expect(page.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    await expect(dataRows(page).first().getByRole('gridcell').first()).toContainText(firstOnPage2);

    await dataRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('office');
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    await expect(dataRows(page).first().getByRole('gridcell').first()).toContainText(firstOnPage2);

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(page).toHaveURL(/\?q=office&sort=-total_amount$/);
  });

  test('exports the filtered, sorted jobs as CSV from the toolbar', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs?q=antique&sort=id');
    const count = await (async () => {
      await expect(tableTitle(page)).not.toHaveText(`All Jobs (${JOBS})`);
      return shownCount(page);
    })();
    const { fileName, header, records } = await exportCsv(page);
    expect(fileName).toBe('jobs.csv');
    expect(header).toEqual([
      'Job ID',
      'Porters',
      'Client',
      'Job Type',
      'Pickup Address',
      'Delivery Address',
      'Pickup Date',
      'Pickup Time',
      'Driver',
      'Vehicle',
      'Status',
      'Value',
    ]);
    expect(records).toHaveLength(count);
    const ids = records.map((record) => record['Job ID']);
    expect(ids).toEqual([...ids].sort());
    for (const record of records) expect(Object.values(record).join(' ')).toMatch(/antique/i);
  });
});
