import { expect, type Page } from '@playwright/test';

import { livePageShown } from './publicPage';

/** The jobs list's subtitle; the next release (e2e/fixtures/jobs-next) shows it as "Next release: …". */
export const JOBS_SUBTITLE = 'Every job, its schedule, crew and value';

export const previewLink = (entry: string) => `/admin/settings?preview=mfe_jobs&entry=${encodeURIComponent(entry)}`;
export const previewBanner = (page: Page) => page.getByRole('region', { name: 'Remote preview', exact: true });

/**
 * On a preview link's page (signed in): starts the preview of the jobs remote from `entry`, then sees its banner,
 * the next release's jobs list on an admin page, and the banner on a public page.
 */
export async function startJobsPreview(page: Page, entry: string) {
  const dialog = page.getByRole('dialog', { name: 'Preview Jobs (mfe_jobs)?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start preview' }).click();
  await expect(previewBanner(page)).toContainText(`Previewing Jobs (mfe_jobs) from ${entry}, in this browser only, until`);

  await page.goto('/admin/jobs');
  await expect(page.getByText(`Next release: ${JOBS_SUBTITLE}`)).toBeVisible();
  await expect(previewBanner(page)).toBeVisible();
  await page.goto('/fine-art');
  await livePageShown(page);
  await expect(previewBanner(page)).toContainText('Previewing Jobs (mfe_jobs)');
}
