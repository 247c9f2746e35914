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
  const fromPreview: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(new URL(PREVIEW_ENTRY).origin)) fromPreview.push(request.url());
  });
  // The page asks the API whether its session is open: the answer decides whether the preview runs.
  const sessionAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto('/fine-art');
  expect((await sessionAnswer).status()).toBe(401);
  await livePageShown(page);
  await expect(previewBanner(page)).toHaveCount(0);
  expect(fromPreview).toEqual([]);
});
