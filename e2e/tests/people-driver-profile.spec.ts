import { expect, type Page, test } from '@playwright/test';

import { gridRows } from './people-helpers';
import { openSignedIn } from './session';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens the profile of the list's first driver by name; returns their id and name. */
async function openFirstProfile(page: Page) {
  await openSignedIn(page, '/admin/drivers?sort=name');
  const view = gridRows(page)
    .first()
    .getByRole('link', { name: /^View / });
  const name = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
  const id = (await view.getAttribute('href'))!.split('/').pop()!;
  await view.click();
  await expect(page).toHaveURL(`/admin/drivers/${id}`);
  return { id, name };
}

test.describe('Driver profile (/admin/drivers/{driverId})', () => {
  test('details: contact, licence and employment, work and performance; Edit Driver and the way back', async ({ page }) => {
    const { id, name } = await openFirstProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Profile' })).toBeVisible();
    await expect(page.getByText(`${name} · ${id}`)).toBeVisible();
    await expect(card(page, 'Contact Information')).toContainText(name);
    await expect(card(page, 'Contact Information').getByRole('link', { name: /@zorvexlogistics\.co\.uk$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    for (const label of ['License Number', 'License Class', 'License Expiry', 'Employment Type', 'Hourly Rate', 'Date Joined']) {
      await expect(card(page, 'License & Employment')).toContainText(label);
    }
    await expect(card(page, 'License & Employment')).toContainText(/Class C/);
    for (const label of ['Status', 'Rating', 'Jobs Completed', 'Current Vehicle'])
      await expect(card(page, 'Work & Performance')).toContainText(label);
    await expect(page.getByRole('link', { name: 'Edit Driver' })).toHaveAttribute('href', `/admin/drivers/${id}/edit`);
    await page.getByRole('link', { name: 'Back to Drivers' }).click();
    await expect(page).toHaveURL(/\/admin\/drivers$/);
  });

  test('Recent Jobs are their real jobs: View opens the job, whose driver link comes back here', async ({ page }) => {
    const { id, name } = await openFirstProfile(page);
    const table = page.getByRole('table', { name: 'Recent jobs' });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.count()).toBeLessThanOrEqual(11);
    const view = table.getByRole('link', { name: /^View JOB-/ }).first();
    const jobId = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
    await expect(view).toHaveAttribute('href', `/admin/jobs/${jobId}`);
    await view.click();
    await expect(page).toHaveURL(`/admin/jobs/${jobId}`);
    const team = page.getByRole('region', { name: 'Team & Vehicle' });
    await expect(team.getByRole('link', { name })).toHaveAttribute('href', `/admin/drivers/${id}`);
    await team.getByRole('link', { name }).click();
    await expect(page.getByText(`${name} · ${id}`)).toBeVisible();
  });

  test('a job in the jobs list assigned to them is in their Recent Jobs', async ({ page }) => {
    const { name } = await openFirstProfile(page);
    const latest = page
      .getByRole('table', { name: 'Recent jobs' })
      .getByRole('link', { name: /^View JOB-/ })
      .first();
    const jobId = (await latest.getAttribute('aria-label'))!.replace('View ', '');
    await page.goto(`/admin/jobs?q=${encodeURIComponent(jobId)}`);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(gridRows(page).first()).toContainText(jobId);
    await expect(gridRows(page).first()).toContainText(name);
  });

  test('an unknown id shows "Driver Not Found" and \'Driver with ID "{id}" not found.\'', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers/DRV-404');
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Not Found' })).toBeVisible();
    await expect(page.getByText('Driver with ID "DRV-404" not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Drivers' }).click();
    await expect(page).toHaveURL(/\/admin\/drivers$/);
  });
});
