import { expect, test } from '@playwright/test';

import { fillRequiredJobFields } from '../tests/jobForm';
import { apiProcess, signedInState } from './apiProcess';

test.use({ storageState: signedInState() });

test.afterEach(() => apiProcess('start'));

test('the API stopped while a form is open: "Failed to create job", nothing typed lost; the list shows an error with Retry', async ({
  page,
}) => {
  await page.goto('/admin/jobs/new');
  const clientName = await fillRequiredJobFields(page, {
    client: 'Gallery',
    jobType: 'Office Move',
    pickupAddress: '4 Albion Place, Leeds LS1 6JL',
    deliveryAddress: '21 Deansgate, Manchester M3 4LQ',
    pickupDate: '2031-05-06',
  });

  await apiProcess('stop');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Failed to create job')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
  await expect(page.getByRole('combobox', { name: /^Client/ })).toHaveValue(clientName);
  await expect(page.getByRole('combobox', { name: /^Job Type/ })).toHaveText('Office Move');
  await expect(page.getByLabel(/^Pickup Address/)).toHaveValue('4 Albion Place, Leeds LS1 6JL');
  await expect(page.getByLabel(/^Delivery Address/)).toHaveValue('21 Deansgate, Manchester M3 4LQ');
  await expect(page.getByLabel(/^Pickup Date/)).toHaveValue('2031-05-06');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Jobs/ }).click();
  await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByText('Jobs could not be loaded')).toBeVisible();
  await expect(page.getByText('The job list is unavailable right now.')).toBeVisible();

  await apiProcess('start');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^All Jobs \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Jobs could not be loaded')).toHaveCount(0);
});
