import { expect, test } from '@playwright/test';

import { fillRequiredJobFields } from '../tests/jobForm';
import { apiProcess, signedInState } from './apiProcess';

test.use({ storageState: signedInState() });

test('a job created in the portal is still there after the API restarts: on its page and in the list', async ({ page }) => {
  await page.goto('/admin/jobs/new');
  const clientName = await fillRequiredJobFields(page, {
    client: 'Tate',
    jobType: 'Fine Art Transport',
    pickupAddress: 'Kettle’s Yard, Castle Street, Cambridge CB3 0AQ',
    deliveryAddress: 'The Hepworth, Gallery Walk, Wakefield WF1 5AW',
    pickupDate: '2031-03-04',
  });
  await page.getByLabel('Estimated Value (£)').fill('18250');
  await page.getByLabel('Special Instructions').fill('Two bronzes, crated; tail lift at both ends');
  await page.getByRole('button', { name: 'Create Job' }).click();
  const message = page.getByText(/^Job JOB-\d{4}-\d{4,} has been created and scheduled$/);
  await expect(message).toBeVisible();
  const id = /JOB-\d{4}-\d{4,}/.exec((await message.textContent())!)![0];
  await expect(page).toHaveURL(`/admin/jobs/${id}`);

  await apiProcess('restart');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Job Information' });
  await expect(info).toContainText(id);
  await expect(info).toContainText(clientName);
  await expect(info).toContainText('£18,250.00');
  await expect(page.getByText('Two bronzes, crated; tail lift at both ends')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await page.getByRole('searchbox').fill(id);
  await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (1)' })).toBeVisible();
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: id });
  await expect(row).toContainText(clientName);
  await expect(row).toContainText('Kettle’s Yard');
});
