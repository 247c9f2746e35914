import { expect, test, type Page } from '@playwright/test';
import { livePageShown } from './publicPage';
import { openSignedIn } from './session';

// The e2e deployment (serve.mjs --with-fixtures) allows previews from its test remotes' origins: the
// jobs remote's next release is served on one of them (e2e/fixtures/jobs-next).
const PREVIEW_ENTRY = 'http://localhost:3096/remoteEntry.js';
/** The same server under another origin, which the allow-list does not hold. */
const UNLISTED_ENTRY = 'http://127.0.0.1:3096/remoteEntry.js';
const JOBS_SUBTITLE = 'Every job, its schedule, crew and value';

const previewLink = (entry: string) => `/admin/settings?preview=mfe_jobs&entry=${encodeURIComponent(entry)}`;
const banner = (page: Page) => page.getByRole('region', { name: 'Remote preview', exact: true });

/** Requests the page makes to `origin`. */
function requestsTo(page: Page, origin: string) {
  const urls: string[] = [];
  page.on('request', (request) => request.url().startsWith(origin) && urls.push(request.url()));
  return urls;
}

test("a preview of the jobs remote from an allow-listed origin: a banner on every page and the preview's screens, for this browser only", async ({ page, browser }) => {
  await openSignedIn(page, previewLink(PREVIEW_ENTRY));
  const dialog = page.getByRole('dialog', { name: 'Preview Jobs (mfe_jobs)?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start preview' }).click();
  await expect(banner(page)).toContainText(`Previewing Jobs (mfe_jobs) from ${PREVIEW_ENTRY}, in this browser only, until`);

  await page.goto('/admin/jobs');
  await expect(page.getByText(`Next release: ${JOBS_SUBTITLE}`)).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.goto('/fine-art');
  await livePageShown(page);
  await expect(banner(page)).toContainText('Previewing Jobs (mfe_jobs)');

  // Another browser (a context of its own) still runs the release, with no banner.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await openSignedIn(otherPage, '/admin/jobs');
    await expect(otherPage.getByText(JOBS_SUBTITLE, { exact: true })).toBeVisible();
    await expect(banner(otherPage)).toHaveCount(0);
  } finally {
    await other.close();
  }

  await page.goto('/admin/jobs');
  await banner(page).getByRole('button', { name: 'Stop preview' }).click();
  await expect(page.getByText(JOBS_SUBTITLE, { exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a preview link to an origin not on the allow-list is refused, and nothing is loaded from it', async ({ page, context }) => {
  const unlisted = requestsTo(page, 'http://127.0.0.1:3096');
  await openSignedIn(page, previewLink(UNLISTED_ENTRY));
  const dialog = page.getByRole('dialog', { name: 'This preview link cannot be used' });
  await expect(dialog).toContainText("http://127.0.0.1:3096 is not on this portal's preview allow-list, so nothing is loaded from it.");
  await expect(dialog.getByRole('button', { name: 'Start preview' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Even a preview cookie set by other means is not followed to an unlisted origin.
  const expiresAt = Date.now() + 60 * 60_000;
  await context.addCookies([{ name: 'zorvex-preview', value: encodeURIComponent(JSON.stringify({ remote: 'mfe_jobs', entry: UNLISTED_ENTRY, expiresAt })), url: 'http://localhost:3000' }]);
  await page.goto('/admin/jobs');
  await expect(page.getByText(JOBS_SUBTITLE, { exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(unlisted).toEqual([]);
});
