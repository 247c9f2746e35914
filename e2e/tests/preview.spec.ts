import { expect, type Page, test } from '@playwright/test';

import { JOBS_SUBTITLE, previewBanner as banner, previewLink, startJobsPreview } from './previewSteps';
import { openSignedIn } from './session';

// The e2e deployment (serve.mjs --with-fixtures) allows previews from its test remotes' origins: the
// jobs remote's next release is served on one of them (e2e/fixtures/jobs-next).
const PREVIEW_ENTRY = 'http://localhost:3096/remoteEntry.js';
/** The same server under another origin, which the allow-list does not hold. */
const UNLISTED_ENTRY = 'http://127.0.0.1:3096/remoteEntry.js';

/** Requests the page makes to `origin`. */
function requestsTo(page: Page, origin: string) {
  const urls: string[] = [];
  page.on('request', (request) => request.url().startsWith(origin) && urls.push(request.url()));
  return urls;
}

test("a preview of the jobs remote from an allow-listed origin: a banner on every page and the preview's screens, for this browser only", async ({
  page,
  browser,
}) => {
  await openSignedIn(page, previewLink(PREVIEW_ENTRY));
  await startJobsPreview(page, PREVIEW_ENTRY);

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
  await context.addCookies([
    {
      name: 'zorvex-preview',
      value: encodeURIComponent(JSON.stringify({ remote: 'mfe_jobs', entry: UNLISTED_ENTRY, expiresAt })),
      url: 'http://localhost:3000',
    },
  ]);
  await page.goto('/admin/jobs');
  await expect(page.getByText(JOBS_SUBTITLE, { exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(unlisted).toEqual([]);
});
