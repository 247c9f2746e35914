import { expect, test, type Page } from '@playwright/test';
import ports from '../../tooling/ports.json';
import { livePageShown } from '../tests/publicPage';
import { signIn } from '../tests/session';

// portalOnApi.mjs serves the jobs remote's next release (e2e/fixtures/jobs-next) on an allow-listed origin.
const PREVIEW_ENTRY = `http://localhost:${ports.fixtures['jobs-next'] + ports.e2eOnApi.appsPlus}/remoteEntry.js`;
const JOBS_SUBTITLE = 'Every job, its schedule, crew and value';

const banner = (page: Page) => page.getByRole('region', { name: 'Remote preview', exact: true });

test("a signed-in admin previews the jobs remote on the API; the preview runs only while the API's session is open", async ({ page, context }) => {
  await signIn(page, `/admin/settings?preview=mfe_jobs&entry=${encodeURIComponent(PREVIEW_ENTRY)}`);
  const dialog = page.getByRole('dialog', { name: 'Preview Jobs (mfe_jobs)?' });
  await dialog.getByRole('button', { name: 'Start preview' }).click();
  await expect(banner(page)).toContainText(`Previewing Jobs (mfe_jobs) from ${PREVIEW_ENTRY}, in this browser only, until`);

  await page.goto('/admin/jobs');
  await expect(page.getByText(`Next release: ${JOBS_SUBTITLE}`)).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.goto('/fine-art');
  await livePageShown(page);
  await expect(banner(page)).toContainText('Previewing Jobs (mfe_jobs)');

  // The preview cookie stays, the API's session goes (as when it expires): the pages run the release.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('zorvex-preview');
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name === 'zorvex-preview'));
  await page.goto('/fine-art');
  await livePageShown(page);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
});
