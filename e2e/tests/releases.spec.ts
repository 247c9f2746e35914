import { rmSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import entryVersions from '../../shared-contracts/entryVersions.json';
import { BUILDS, JOBS_RELEASES, testDeployment } from './releases';
import { openSignedIn } from './session';

// Releases of the jobs remote (`pnpm release`, `pnpm rollback`) against the Node server: the builds
// they publish were made once, by the e2e build step (e2e/fixtures/jobs-next*).

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const JOBS_SUBTITLE = 'Every job, its schedule, crew and value';
const FORM_SUBTITLE = 'Book a collection and delivery; fields marked * are required.';

/** Errors nothing caught in the page. */
function uncaughtErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the document, so a test can tell the same tab from a reloaded one. */
const markTab = (page: Page) => page.evaluate(() => Object.assign(window, { e2eSameTab: true }));
const isSameTab = (page: Page) => page.evaluate(() => (window as unknown as { e2eSameTab?: boolean }).e2eSameTab === true);

/** A tab on the dashboard, drawn by the jobs remote's first release; returns that release and what the page leaves uncaught. */
async function tabOnFirstRelease(page: Page, deployment: ReturnType<typeof testDeployment>) {
  const first = await deployment.release(BUILDS.jobs, 'first');
  await deployment.useIn(page);
  const errors = uncaughtErrors(page);
  await openSignedIn(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  return { first, errors };
}

test.describe('A tab left open across a release of the jobs remote', () => {
  test("opens the new release's screens without a reload when the running release's chunks were deleted with it", async ({
    page,
  }, testInfo) => {
    const deployment = testDeployment(testInfo);
    try {
      const entries: string[] = [];
      page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(new URL(request.url()).pathname));
      const { first, errors } = await tabOnFirstRelease(page, deployment);
      await markTab(page);

      await deployment.release(BUILDS.jobsNext, 'next');
      rmSync(path.join(JOBS_RELEASES, first), { recursive: true });

      await sidebar(page).getByRole('link', { name: /^Jobs/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
      await expect(page.getByText(`Next release: ${JOBS_SUBTITLE}`)).toBeVisible();
      await page.getByRole('link', { name: 'Create New Job' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create New Job' })).toBeVisible();
      await expect(page.getByText(`Next release: ${FORM_SUBTITLE}`)).toBeVisible();
      await expect(page.getByText('Jobs is unavailable')).toHaveCount(0);

      expect(await isSameTab(page)).toBe(true);
      expect(errors).toEqual([]);
      expect(entries.filter((entry) => entry.includes('/releases/'))).toEqual([
        `/releases/${first}/remoteEntry.js`,
        expect.stringMatching(/-next\/remoteEntry\.js$/),
      ]);
    } finally {
      deployment.remove();
    }
  });

  test('says a new version of Jobs is available, with Reload, when the new release was built against an incompatible contract', async ({
    page,
  }, testInfo) => {
    const deployment = testDeployment(testInfo);
    try {
      const { first, errors } = await tabOnFirstRelease(page, deployment);

      await deployment.release(BUILDS.jobsNextMajor, 'next-major');
      rmSync(path.join(JOBS_RELEASES, first), { recursive: true });

      await sidebar(page).getByRole('link', { name: /^Jobs/ }).click();
      await expect(page.getByText('A new version of Jobs is available')).toBeVisible();
      const major = Number(entryVersions['ui/list'].split('.')[0]) + 1;
      await expect(
        page.getByText(
          `it was built for shared-contracts/ui/list ^${major}.0.0, which this page, opened before it was released, does not provide (${entryVersions['ui/list']})`,
        ),
      ).toBeVisible();
      // The rest of the portal keeps working.
      await expect(sidebar(page)).toBeVisible();
      expect(errors).toEqual([]);

      // Reloading brings what is deployed now: here the host was not released with it, so the area says why it cannot start.
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByText('Jobs is unavailable')).toBeVisible();
      await expect(
        page.getByText(
          `The Jobs area was built for shared-contracts/ui/list ^${major}.0.0, but this portal provides shared-contracts/ui/list ${entryVersions['ui/list']}`,
        ),
      ).toBeVisible();
    } finally {
      deployment.remove();
    }
  });
});

test.describe('pnpm release and pnpm rollback', () => {
  test('two releases, then a rollback, leave the first release serving', async ({ page }, testInfo) => {
    const deployment = testDeployment(testInfo);
    try {
      const first = await deployment.release(BUILDS.jobs, 'first');
      const second = await deployment.release(BUILDS.jobsNext, 'second');
      expect(deployment.read().remotes.mfe_jobs).toEqual({ current: second, previous: [first] });
      await deployment.rollback();
      expect(deployment.read().remotes.mfe_jobs).toEqual({ current: first, previous: [] });

      await deployment.useIn(page);
      const entries: string[] = [];
      page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(new URL(request.url()).pathname));
      await openSignedIn(page, '/admin/jobs');
      await expect(page.getByText(JOBS_SUBTITLE, { exact: true })).toBeVisible();
      expect(entries).toContain(`/releases/${first}/remoteEntry.js`);
      expect(entries.filter((entry) => entry.includes(second))).toEqual([]);
    } finally {
      deployment.remove();
    }
  });

  test('two releases started at the same moment leave a valid registry that has both, and the portal serves the current one', async ({
    page,
  }, testInfo) => {
    const deployment = testDeployment(testInfo);
    try {
      const [one, other] = await Promise.all([deployment.release(BUILDS.jobs, 'one'), deployment.release(BUILDS.jobsNext, 'other')]);
      const { current, previous } = deployment.read().remotes.mfe_jobs;
      expect([current, ...previous].sort()).toEqual([one, other].sort());

      await deployment.useIn(page);
      await openSignedIn(page, '/admin/jobs');
      await expect(page.getByText(current === other ? `Next release: ${JOBS_SUBTITLE}` : JOBS_SUBTITLE, { exact: true })).toBeVisible();
    } finally {
      deployment.remove();
    }
  });
});
