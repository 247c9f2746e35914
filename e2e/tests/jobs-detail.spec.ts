import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './session';

const axeArea = (page: Page) => new AxeBuilder({ page }).include('main').analyze();

/** The shell's theme toggle; waits for colour transitions to end so axe sees the final colours. */
async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens the first job of the list filtered by `query` (ids depend on today's date) and returns its id. */
async function openJobFromList(page: Page, query: string) {
  await openSignedIn(page, `/admin/jobs?q=${encodeURIComponent(query)}`);
  const row = page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') }).first();
  const id = (await row.getAttribute('data-id'))!;
  await row.getByRole('link', { name: `View ${id}` }).click();
  await expect(page).toHaveURL(`/admin/jobs/${id}`);
  return id;
}

test.describe('Job detail (/admin/jobs/{jobId})', () => {
  test('"Job Details", back to /admin/jobs, the six cards and the Live badge', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    const live = page.getByRole('region', { name: /^Live Jobs/ }).getByRole('listitem').first().getByRole('link').first();
    const id = (await live.getAttribute('href'))!.split('/').pop()!;
    await live.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');
    for (const title of ['Job Information', 'Location & Schedule', 'Team & Vehicle', 'Invoice Information', 'Additional Information', 'Live Job Tracking']) {
      await expect(card(page, title)).toBeVisible();
    }
    await expect(card(page, 'Job Information')).toContainText(id);
    await expect(card(page, 'Job Information').getByText('Live', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
  });

  test('scheduled jobs show Scheduled and completed jobs Done', async ({ page }) => {
    await openJobFromList(page, '');
    await expect(card(page, 'Job Information').getByText('Scheduled', { exact: true })).toBeVisible();
    await page.goto('/admin/jobs?sort=pickup_date');
    const row = page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') }).first();
    await row.getByRole('link', { name: /^View / }).click();
    await expect(card(page, 'Job Information').getByText('Done', { exact: true })).toBeVisible();
  });

  test('Live Job Tracking: route, progress bar to 100, ETA and remaining distance, and a plain "map unavailable" note', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) foreign.push(request.url());
    });
    await openSignedIn(page, '/admin/dashboard');
    await page.getByRole('region', { name: /^Live Jobs/ }).getByRole('listitem').first().getByRole('link').first().click();
    const tracking = card(page, 'Live Job Tracking');
    const bar = tracking.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(tracking).toContainText('ETA');
    await expect(tracking).toContainText('25 minutes');
    await expect(tracking).toContainText('Remaining distance');
    await expect(tracking).toContainText('6.4 miles');
    await expect(tracking).toContainText('Map unavailable');
    const pickup = await card(page, 'Location & Schedule').locator('dd').first().textContent();
    await expect(tracking).toContainText(pickup!);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test('Generate Invoice creates an invoice in the shared store: shown here and found by the command palette', async ({ page }) => {
    await openJobFromList(page, 'office');
    const invoiceCard = card(page, 'Invoice Information');
    await expect(invoiceCard).toContainText('No invoice has been generated for this job yet.');
    await invoiceCard.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page.getByText('Invoice Generated')).toBeVisible();
    const invoiceNumber = invoiceCard.locator('dd').first();
    await expect(invoiceNumber).toHaveText(/^ZRV\d{8}\d{3,}$/);
    const invoiceId = (await invoiceNumber.textContent())!;
    await expect(invoiceCard).toContainText('Generated');
    await expect(invoiceCard.getByRole('button', { name: 'Generate Invoice' })).toHaveCount(0);
    await expect(invoiceCard.getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', `/admin/invoices/${invoiceId}`);

    await invoiceCard.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText(`Downloading invoice ${invoiceId} is not available yet.`)).toBeVisible();

    // The invoice is in the one store every area reads: the shell's palette finds it.
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Type a command or search...').fill(invoiceId);
    const found = page.getByRole('group', { name: 'Invoices' }).getByRole('option', { name: new RegExp(invoiceId) });
    await expect(found).toBeVisible();
    await found.click();
    await expect(page).toHaveURL(`/admin/invoices/${invoiceId}`);
  });

  test('an unknown job id shows a not-found view with a way back', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs/JOB-1999-0001');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
    await expect(page.getByText('Job with ID "JOB-1999-0001" not found.')).toBeVisible();
    expect((await axeArea(page)).violations).toEqual([]);
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
  });

  test('no axe violations, in light and dark, before and after an invoice', async ({ page }) => {
    await openJobFromList(page, 'antique');
    await expect(card(page, 'Job Information')).toBeVisible();
    expect((await axeArea(page)).violations).toEqual([]);
    await card(page, 'Invoice Information').getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(card(page, 'Invoice Information').getByRole('link', { name: 'View Invoice' })).toBeVisible();
    await switchToDark(page);
    expect((await axeArea(page)).violations).toEqual([]);
  });
});
