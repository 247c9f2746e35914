import { expect, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { openSignedIn } from './session';

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Admin' });

test.describe('Admin shell', () => {
  test('the sidebar lists the eleven items with badges counted from the data; the connection indicator shows Connected or Reconnecting...; top bar: Quick Create, Live, bell with 3, user menu', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard');
    const nav = sidebar(page);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(11);
    await expect(links).toHaveText([
      'Dashboard',
      'Live MapLive',
      `Jobs${SAMPLE_SIZES.jobsInProgress}`,
      `Vehicles${SAMPLE_SIZES.activeVehicles}`,
      `Drivers${SAMPLE_SIZES.drivers}`,
      'Clients',
      'Invoices',
      'Warehouses',
      `Alerts${SAMPLE_SIZES.activeSystemAlerts}`,
      'Reports',
      'Admin',
    ]);

    await expect(page.getByRole('status').filter({ hasText: /^(Connected|Reconnecting\.\.\.)$/ })).toBeVisible();

    // Its name holds the count it shows (WCAG 2.5.3).
    await expect(page.getByRole('button', { name: '3 notifications', exact: true })).toHaveText('3');
    await expect(page.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Quick Create' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['New Job', 'New Client', 'New Driver', 'New Vehicle']);
    await page.getByRole('menuitem', { name: 'New Client' }).click();
    await expect(page).toHaveURL(/\/admin\/clients\/new$/);

    await page.getByRole('button', { name: 'Admin User' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Logout']);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Dashboard is active on /admin and /admin/dashboard, others by path prefix', async ({ page }) => {
    await openSignedIn(page, '/admin');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/admin/jobs/new');
    await expect(sidebar(page).getByRole('link', { name: /^Jobs/ })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Ctrl+B collapses the sidebar to icons, remembered in the sidebar:state cookie for 7 days', async ({ page, context }) => {
    await openSignedIn(page, '/admin/dashboard');
    await expect(sidebar(page).getByText('Jobs')).toBeVisible();
    await page.keyboard.press('Control+b');
    await expect(sidebar(page).getByText('Jobs', { exact: true })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Jobs' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'Jobs' })).toBeVisible();
    await expect(sidebar(page).getByText('Jobs', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Control+b');
    await expect(sidebar(page).getByText('Jobs', { exact: true })).toBeVisible();
  });

  test('below 768px the sidebar is a sheet opened from the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await openSignedIn(page, '/admin/dashboard');
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    const sheet = (await page.getByRole('dialog', { name: 'Menu' }).boundingBox())!;
    expect(sheet.width).toBeCloseTo(18 * 16, 1);
    await sidebar(page).getByRole('link', { name: /^Jobs/ }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(sidebar(page)).toHaveCount(0);
  });

  test('at 375 px, then at 320 px (the window narrowed, as a user would), the top bar stays one line: Quick Create and the user menu become named icon buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, '/admin/dashboard');
    const bar = page.getByRole('banner');
    const quickCreate = bar.getByRole('button', { name: 'Quick Create' });
    const user = bar.getByRole('button', { name: 'Admin User' });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(quickCreate).toBeVisible();
      await expect(user).toBeVisible();
      await expect(bar.getByText('Quick Create')).not.toBeInViewport();
      const heights = await Promise.all(
        [bar.getByRole('button', { name: 'Toggle sidebar' }), bar.getByRole('button', { name: /^Search/ }), quickCreate, user].map(
          async (control) => (await control.boundingBox())!.height,
        ),
      );
      for (const height of heights) expect(height, `at ${width} px`).toBeLessThanOrEqual(44);
      expect((await bar.boundingBox())!.height, `at ${width} px`).toBeLessThanOrEqual(64);
      await expect
        .poll(() => bar.evaluate((element) => element.scrollWidth <= element.clientWidth), { message: `at ${width} px` })
        .toBe(true);
      await quickCreate.click();
      await expect(page.getByRole('menuitem')).toHaveText(['New Job', 'New Client', 'New Driver', 'New Vehicle']);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem')).toHaveCount(0);
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
    { width: 740, height: 375 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} a toast sits below the top bar, so a pointer resting on it never blocks the bar's buttons`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, '/admin/settings');
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Settings saved' });
      await expect(toast).toBeVisible();
      const bar = page.getByRole('banner');
      const barBox = (await bar.boundingBox())!;
      expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      await toast.hover();
      await bar.getByRole('button', { name: 'Switch to dark theme' }).click({ timeout: 3000 });
      await expect(bar.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    });
  }

  test("the light/dark choice applies at once and is remembered; the Admin item opens Settings with its six tabs and an administrator's Users and Audit log, Profile first", async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const dark = await background();
    expect(dark).not.toBe(light);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await background()).toBe(dark);

    // The dark theme stays: nothing below is about colour.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByText('Admin Access Required')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Profile',
      'Notifications',
      'Security',
      'System',
      'Integrations',
      'Appearance',
      'Users',
      'Audit log',
    ]);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByLabel('Session Timeout (minutes)')).toHaveValue('30');
  });
});
