import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { jobIdOf } from './jobsTable';
import { OSM_TILES } from './map-page';
import { openSignedIn } from './session';
import { useTestConfig } from './testConfig';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens the first job of the list filtered by `query` (ids depend on today's date) and returns its id. */
async function openJobFromList(page: Page, query: string) {
  await openSignedIn(page, `/admin/jobs?q=${encodeURIComponent(query)}`);
  const row = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  const id = await jobIdOf(row);
  await row.getByRole('link', { name: `View ${id}` }).click();
  await expect(page).toHaveURL(`/admin/jobs/${id}`);
  return id;
}

test.describe('Job detail (/admin/jobs/{jobId})', () => {
  test('"Job Details", back to /admin/jobs, the six cards and the Live badge; Live Job Tracking: the live map area\'s route map, then the route, progress bar to 100, ETA and remaining distance', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) foreign.push(request.url());
    });
    await page.route(OSM_TILES, (route) => route.abort('internetdisconnected'));
    await openSignedIn(page, '/admin/dashboard');
    const live = page
      .getByRole('region', { name: /^Live Jobs/ })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first();
    const id = (await live.getAttribute('href'))!.split('/').pop()!;
    await live.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');
    for (const title of [
      'Job Information',
      'Location & Schedule',
      'Team & Vehicle',
      'Invoice Information',
      'Additional Information',
      'Live Job Tracking',
    ]) {
      await expect(card(page, title)).toBeVisible();
    }
    await expect(card(page, 'Job Information')).toContainText(id);
    await expect(card(page, 'Job Information').getByText('Live', { exact: true })).toBeVisible();

    // Live Job Tracking.
    const tracking = card(page, 'Live Job Tracking');
    await expect(tracking.getByRole('application', { name: /^Route map: pickup in .+ and delivery in .+$/ })).toBeVisible();
    await expect(tracking.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(tracking.getByRole('list', { name: 'Map key' })).toContainText('Pickup');
    await expect(tracking).not.toContainText('Live tracking map unavailable');
    const bar = tracking.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(tracking).toContainText('ETA');
    await expect(tracking).toContainText('25 minutes');
    await expect(tracking).toContainText('Remaining distance');
    await expect(tracking).toContainText('6.4 miles');
    const pickup = await card(page, 'Location & Schedule').locator('dd').first().textContent();
    await expect(tracking).toContainText(pickup!);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Only OpenStreetMap's tiles leave the machine; nothing else (no CDN, no outline download).
    expect(foreign.filter((url) => !url.startsWith('https://tile.openstreetmap.org/'))).toEqual([]);
    await expectNoAxeViolations(page, 'main');

    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
  });

  test('scheduled jobs show Scheduled and completed jobs Done', async ({ page }) => {
    // The latest pickup is a booking still to come; the earliest is long done.
    await openSignedIn(page, '/admin/jobs?sort=-pickup_date');
    await page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(card(page, 'Job Information').getByText('Scheduled', { exact: true })).toBeVisible();
    await page.goto('/admin/jobs?sort=pickup_date');
    const row = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    await row.getByRole('link', { name: /^View / }).click();
    await expect(card(page, 'Job Information').getByText('Done', { exact: true })).toBeVisible();
  });

  test('with the live map area down the card says the map is unavailable and the rest of the job page works', async ({ page }) => {
    await useTestConfig(page, { mfe_map: null });
    const id = await openJobFromList(page, '');
    const tracking = card(page, 'Live Job Tracking');
    await expect(tracking).toContainText('Live tracking map unavailable');
    await expect(tracking).toContainText('The route, progress and ETA are shown below as text.');
    await expect(tracking.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '100');
    await expect(card(page, 'Job Information')).toContainText(id);
    await card(page, 'Invoice Information').getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page.getByText('Invoice Generated')).toBeVisible();
  });

  test("when the map remote's entry fails to load the card offers Retry, which shows the map once it is back", async ({ page }) => {
    await page.route(OSM_TILES, (route) => route.abort('internetdisconnected'));
    await page.route('http://localhost:3006/remoteEntry.js', (route) => route.abort('connectionrefused'));
    await openJobFromList(page, '');
    const tracking = card(page, 'Live Job Tracking');
    await expect(tracking).toContainText('Live tracking map unavailable');
    await expect(card(page, 'Job Information')).toBeVisible();
    await page.unroute('http://localhost:3006/remoteEntry.js');
    await tracking.getByRole('button', { name: 'Retry' }).click();
    await expect(tracking.getByRole('application', { name: /^Route map: / })).toBeVisible();
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
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
  });

  test('no axe violations, in light and dark, before and after an invoice', async ({ page }) => {
    await openJobFromList(page, 'antique');
    await expect(card(page, 'Job Information')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await card(page, 'Invoice Information').getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(card(page, 'Invoice Information').getByRole('link', { name: 'View Invoice' })).toBeVisible();
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });
});
