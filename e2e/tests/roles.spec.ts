import { expect, type Page, test } from '@playwright/test';

import { jobIdOf } from './jobsTable';

/** The sample data's demo users' password (README, "Demo users of each role"). */
const DEMO_PASSWORD = 'Zorvex-Demo-2025';

/** Signs in through the login form as a demo user of the sample data. */
async function signInAs(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
}

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link');

test.describe('roles on the sample data', () => {
  test('a dispatcher sees jobs, the map and what they read; opens no invoice; their job edit shows in the job’s History', async ({
    page,
  }) => {
    await signInAs(page, 'dispatcher@zorvex-logistics.co.uk');
    await expect(page.getByRole('button', { name: /Dana Price/ })).toBeVisible();
    await expect(sidebarLinks(page)).toHaveText([/^Dashboard/, /^Live Map/, /^Jobs/, /^Vehicles/, /^Drivers/, /^Clients/, /^Admin/]);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await expect(palette.getByRole('group', { name: 'Quick Actions' }).getByRole('option')).toHaveText(['New Job']);
    await page.keyboard.press('Escape');

    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('Your role (Dispatcher) does not allow you to open this page.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    await page.goto('/admin/jobs');
    const row = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    const id = await jobIdOf(row);
    await row.getByRole('link', { name: `Edit ${id}` }).click();
    await page.getByLabel(/^Delivery Address/).fill('Royal Albert Hall, Kensington Gore, London SW7 2AP');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`/admin/jobs/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Dana Price updated');
    await expect(history).toContainText('→ Royal Albert Hall, Kensington Gore, London SW7 2AP');
  });

  test('a viewer reads every area and finds no Add, Edit or Quick Create', async ({ page }) => {
    await signInAs(page, 'viewer@zorvex-logistics.co.uk');
    await expect(sidebarLinks(page)).toHaveText([
      /^Dashboard/,
      /^Live Map/,
      /^Jobs/,
      /^Vehicles/,
      /^Drivers/,
      /^Clients/,
      /^Invoices/,
      /^Warehouses/,
      /^Alerts/,
      /^Reports/,
      /^Admin/,
    ]);
    await expect(page.getByRole('button', { name: 'Quick Create' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toHaveCount(0);

    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { name: /^All Jobs \(/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Job' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^View JOB-/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Edit JOB-/ })).toHaveCount(0);

    await page.goto('/admin/vehicles/VEH-001');
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Vehicle' })).toHaveCount(0);

    await page.goto('/admin/drivers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  });

  test('the specification’s admin login is an administrator, as before', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('admin-authenticated', 'true'));
    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Admin User/ })).toBeVisible();
  });
});
