import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { recordScripts } from './downloadedModules';
import { failStoreCalls, openSignedIn } from './session';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const kpi = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const region = (page: Page, title: string) => page.getByRole('region', { name: title });
/** A table's body rows as lists of cell texts. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name }).getByRole('row');
  const all = await rows.all();
  return Promise.all(all.slice(1).map((row) => row.getByRole('cell').or(row.getByRole('rowheader')).allTextContents()));
}

test.describe('Reports & Analytics (/admin/reports)', () => {
  test("title, Updated badge with today's date, and Back to Dashboard to /admin", async ({ page }) => {
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
    const now = new Date();
    await expect(
      page.getByText(`Updated ${String(now.getDate()).padStart(2, '0')} ${MONTHS[now.getMonth()]} ${now.getFullYear()}`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  });

  test('four key figures computed from the data set', async ({ page }) => {
    await openSignedIn(page, '/admin/reports');
    // Every completed job is within the last 30 days. Last month had 0.92 of its jobs and 0.89 of its revenue:
    // 848 × 0.92 = 780.16 → 780, and 68 / 780 = 8.7 %; revenue grows by 1 / 0.89 − 1 = 12.4 %.
    await expect(kpi(page, 'Jobs Completed')).toContainText(String(SAMPLE_SIZES.jobsCompleted));
    await expect(kpi(page, 'Jobs Completed')).toContainText('+8.7% from last month');
    await expect(kpi(page, 'Monthly Revenue')).toContainText(/£[\d.]+[kM]/);
    await expect(kpi(page, 'Monthly Revenue')).toContainText('+12.4% from last month');
    await expect(kpi(page, 'Driver Utilisation')).toContainText(new RegExp(`\\d+%\\d+ of ${SAMPLE_SIZES.drivers} drivers on a job`));
    // 25 of 29 vehicles: 86 %.
    await expect(kpi(page, 'Fleet Utilisation')).toContainText(
      `86%${SAMPLE_SIZES.activeVehicles} of ${SAMPLE_SIZES.vehicles} vehicles active`,
    );
  });

  test('three charts, each drawn with its figures in a table beside it', async ({ page }) => {
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/reports');
    for (const title of ['Revenue by Client Type', 'Popular Routes', 'Performance Trend']) {
      await expect(region(page, title).locator('svg').first()).toBeVisible();
      await expect(region(page, title).getByRole('table')).toBeVisible();
    }
    expect(scripts.modulesOf('@mui/x-charts').length).toBeGreaterThan(0);

    const types = await tableRows(page, 'Revenue by client type');
    expect(types.length).toBeGreaterThanOrEqual(5);
    const shares = types.map((row) => Number(row[2].replace('%', '')));
    expect(shares.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(97);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));

    const routes = await tableRows(page, 'Popular routes');
    expect(routes).toHaveLength(5);
    for (const [route] of routes) expect(route).toMatch(/^(Within [A-Z][\w ]+|[A-Z][\w ]+ → [A-Z][\w ]+)$/);
    const jobs = routes.map((row) => Number(row[1]));
    expect(jobs).toEqual([...jobs].sort((a, b) => b - a));

    const trend = await tableRows(page, 'Performance trend by month');
    const month = new Date().getMonth();
    expect(trend.map((row) => row[0])).toEqual([4, 3, 2, 1, 0].map((back) => MONTHS[(month - back + 12) % 12]));
    expect(trend[4][2]).toBe(String(SAMPLE_SIZES.jobsCompleted));
  });

  test('Key Wins, Opportunities and Action Items', async ({ page }) => {
    await openSignedIn(page, '/admin/reports');
    await expect(region(page, 'Key Wins').getByRole('listitem')).toContainText([
      `${SAMPLE_SIZES.jobsCompleted} jobs completed in the last 30 days`,
    ]);
    await expect(region(page, 'Opportunities').getByRole('listitem').first()).toContainText('is the busiest route');
    await expect(region(page, 'Action Items').getByRole('listitem').first()).toContainText(
      /^Chase \d+ overdue invoices? worth £[\d,]+\.\d\d$/,
    );
  });

  test('when its data cannot be loaded, the report says so and offers Retry', async ({ page }) => {
    await failStoreCalls(page, { jobs: ['list'] });
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByText('The report could not be prepared')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
