import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { choose, fillRequiredJobFields } from './jobForm';
import { openSignedIn } from './session';

const REQUIRED_MESSAGES = [
  'Client is required',
  'Job Type is required',
  'Pickup Address is required',
  'Delivery Address is required',
  'Pickup Date is required',
];

test.describe('Create job (/admin/jobs/new)', () => {
  test('the "Create New Job" form: its fields, driver and vehicle choices, porters 1 to 5+ (default 2); Cancel returns to /admin/jobs', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/jobs/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Job' })).toBeVisible();
    for (const label of [/^Client/, /^Job Type/, 'Driver', 'Vehicle', 'Number of Porters']) {
      await expect(page.getByRole('combobox', { name: label })).toBeVisible();
    }
    for (const label of [
      /^Pickup Address/,
      /^Delivery Address/,
      /^Pickup Date/,
      'Pickup Time',
      'Special Instructions',
      'Estimated Value (£)',
    ]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByLabel(/^Pickup Date/)).toHaveAttribute('required', '');
    await expect(page.getByRole('combobox', { name: 'Number of Porters' })).toHaveText('2');
    await page.getByRole('combobox', { name: 'Number of Porters' }).click();
    await expect(page.getByRole('option')).toHaveText(['1', '2', '3', '4', '5+']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Driver' }).click();
    const drivers = page.getByRole('option');
    await expect(drivers.first()).toHaveText('Unassigned');
    expect(await drivers.count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');

    // Untouched still: Cancel leaves at once.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
  });

  test('missing required fields: the "Validation Error" toast and the error on each field; a valid job is created with a new JOB-yyyy-nnnn id, announced, opened and found in the list', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/jobs/new');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Client/ })).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
    await expectNoAxeViolations(page, 'main');

    await page.getByLabel(/^Pickup Address/).fill('Tate Modern, Bankside, London SE1 9TG');
    await expect(page.getByText('Pickup Address is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Client is required')).toBeVisible();

    // The same form, completed.
    const clientName = await fillRequiredJobFields(page, {
      client: 'Tate',
      jobType: 'Fine Art Transport',
      pickupAddress: 'Tate Modern, Bankside, London SE1 9TG',
      deliveryAddress: 'National Gallery, Trafalgar Square, London WC2N 5DN',
      pickupDate: '2030-01-15',
    });
    await page.getByLabel('Pickup Time').fill('09:00');
    await choose(page, 'Number of Porters', '5+');
    await page.getByLabel('Estimated Value (£)').fill('2450');
    await page.getByLabel('Special Instructions').fill('Climate-controlled crate');
    await page.getByRole('button', { name: 'Create Job' }).click();

    await expect(page.getByText('Job Created Successfully')).toBeVisible();
    const message = page.getByText(/^Job JOB-\d{4}-\d{4,} has been created and scheduled$/);
    await expect(message).toBeVisible();
    const id = /JOB-\d{4}-\d{4,}/.exec((await message.textContent())!)![0];
    expect(id.slice(4, 8)).toBe(String(new Date().getFullYear()));
    await expect(page).toHaveURL(`/admin/jobs/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    const info = page.getByRole('region', { name: 'Job Information' });
    await expect(info).toContainText(id);
    await expect(info).toContainText(clientName);
    await expect(info).toContainText('Scheduled');
    await expect(info).toContainText('£2,450.00');
    await expect(page.getByRole('region', { name: 'Team & Vehicle' })).toContainText('5 porters');

    // The store lives in the page: go back to the list through the app, not by reloading.
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (981)' })).toBeVisible();
    await page.getByRole('searchbox').fill(id);
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs (1)' })).toBeVisible();
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: id })).toContainText(clientName);
  });

  test('no axe violations, in light and dark, and usable by keyboard', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs/new');
    await expect(page.getByRole('combobox', { name: /^Client/ })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('combobox', { name: /^Client/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: /^Job Type/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /^Job Type/ })).toHaveText('Office Move');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });
});
