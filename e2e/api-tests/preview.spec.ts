import { expect, test } from '@playwright/test';

import ports from '../../tooling/ports.json';
import { previewBanner, previewLink, startJobsPreview } from '../tests/previewSteps';
import { livePageShown } from '../tests/publicPage';
import { signIn } from '../tests/session';

// portalOnApi.mjs serves the jobs remote's next release (e2e/fixtures/jobs-next) on an allow-listed origin.
const PREVIEW_ENTRY = `http://localhost:${ports.fixtures['jobs-next'] + ports.e2eOnApi.appsPlus}/remoteEntry.js`;

test("a signed-in admin previews the jobs remote on the API; the preview runs only while the API's session is open", async ({
  page,
  context,
}) => {
  await signIn(page, previewLink(PREVIEW_ENTRY));
  await startJobsPreview(page, PREVIEW_ENTRY);

  // The preview cookie stays, the API's session goes (as when it expires): the pages run the release.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('zorvex-preview');
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name === 'zorvex-preview'));
  await page.goto('/fine-art');
  await livePageShown(page);
  await page.waitForLoadState('networkidle');
  await expect(previewBanner(page)).toHaveCount(0);
});
