import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark, OPEN_MODAL, switchToDark, switchToLight } from './accessibility';
import { gridRows } from './people-helpers';
import { failStoreCalls, navigateInApp, openSignedIn } from './session';

/** Every route of the people area, each with what shows once it is ready. */
const ROUTES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/admin/drivers', ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'All Drivers (18)' })).toBeVisible() },
  { path: '/admin/drivers/new', ready: (page) => expect(page.getByRole('button', { name: 'Add Driver' })).toBeVisible() },
  { path: '/admin/drivers/DRV-001', ready: (page) => expect(page.getByRole('table', { name: 'Recent jobs' })).toBeVisible() },
  { path: '/admin/drivers/DRV-001/edit', ready: (page) => expect(page.getByLabel(/^Full Name/)).not.toHaveValue('') },
  { path: '/admin/drivers/DRV-404', ready: (page) => expect(page.getByRole('heading', { name: 'Driver Not Found' })).toBeVisible() },
  { path: '/admin/clients', ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'All Clients (387)' })).toBeVisible() },
  { path: '/admin/clients/new', ready: (page) => expect(page.getByRole('button', { name: 'Add Client' })).toBeVisible() },
  { path: '/admin/clients/CLI-001', ready: (page) => expect(page.getByRole('heading', { name: 'Recent Invoices' })).toBeVisible() },
  { path: '/admin/clients/CLI-001/edit', ready: (page) => expect(page.getByLabel(/^Company Name/)).not.toHaveValue('') },
  { path: '/admin/clients/CLI-999', ready: (page) => expect(page.getByRole('heading', { name: 'Client Not Found' })).toBeVisible() },
  { path: '/admin/drivers/DRV-001/history', ready: (page) => expect(page.getByText('Oops! Page not found')).toBeVisible() },
];

/** The routes in fours, one page each: the first route loaded, the next opened in the running app as its links do. */
const ROUTE_GROUPS = [ROUTES.slice(0, 4), ROUTES.slice(4, 8), ROUTES.slice(8)];

test.describe('People area accessibility', () => {
  for (const routes of ROUTE_GROUPS) {
    test(`${routes.map(({ path }) => path).join(', ')}: each with no axe violations in light and dark; readable at 320 px with no horizontal page scroll`, async ({
      page,
    }) => {
      test.slow(); // three or four pages, each scanned twice with every rule
      const viewport = page.viewportSize()!;
      for (const [index, { path, ready }] of routes.entries()) {
        await test.step(`${path}: no axe violations in light and dark; readable at 320 px with no horizontal page scroll`, async () => {
          if (index === 0) {
            await openSignedIn(page, path);
          } else {
            // Back to how the page opened: the previous route's checks left it dark and narrow.
            await page.setViewportSize(viewport);
            await switchToLight(page);
            await navigateInApp(page, path);
          }
          await ready(page);
          await expectNoAxeViolationsLightAndDark(page, 'main', { width: 320, height: 640, ready: () => ready(page) });
        });
      }
    });
  }

  test('both forms with their field errors, and the unsaved-changes dialog, in light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers/new');
    await page.getByRole('button', { name: 'Add Driver' }).click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, 'main');
    await page.goto('/admin/clients/new');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByText('Company Name is required')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.getByLabel(/^Company Name/).fill('Half typed');
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    for (const switchTheme of [switchToLight, switchToDark]) {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(discard).toBeVisible();
      await expectNoAxeViolations(page, OPEN_MODAL);
      await discard.getByRole('button', { name: 'Keep Editing' }).click();
      await expect(discard).toBeHidden();
      await switchTheme(page);
    }
  });

  test('the lists with nothing matching, in light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers?q=zzqqxx');
    await expect(page.getByText('No drivers match "zzqqxx"')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, 'main');
    await page.goto('/admin/clients?q=zzqqxx');
    await expect(page.getByText('No clients match "zzqqxx"')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToLight(page);
    await expectNoAxeViolations(page, 'main');
  });

  test('the lists and pages when the store fails, in light and dark', async ({ page }) => {
    await failStoreCalls(page, { drivers: ['list', 'get'], clients: ['list', 'get'] });
    for (const [path, message] of [
      ['/admin/drivers', 'Drivers could not be loaded'],
      ['/admin/drivers/DRV-001', 'This driver could not be loaded'],
      ['/admin/clients', 'Clients could not be loaded'],
      ['/admin/clients/CLI-001', 'This client could not be loaded'],
    ]) {
      await page.evaluate(() => localStorage.removeItem('zorvex:theme-mode')).catch(() => undefined);
      await openSignedIn(page, path);
      await expect(page.getByText(message)).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, 'main');
    }
  });
});

test.describe('People area from the keyboard', () => {
  test("drivers list: Add New Driver, the search box, Export CSV, then the table's first cell and, by arrows, a row's View and Edit", async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/drivers');
    await expect(page.getByRole('heading', { level: 2, name: 'All Drivers (18)' })).toBeVisible();
    await page.getByRole('link', { name: 'Add New Driver' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('zzqqxx');
    await expect(page.getByText('No drivers match "zzqqxx"')).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('heading', { level: 2, name: 'All Drivers (18)' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
    await page.keyboard.press('Tab');
    const firstRow = gridRows(page).first();
    await expect(firstRow.getByRole('gridcell').first()).toBeFocused();
    for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight');
    const view = firstRow.getByRole('link', { name: /^View / });
    await expect(view).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstRow.getByRole('link', { name: /^Edit / })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const href = (await view.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
  });

  test('the driver form is filled in and sent from the keyboard alone', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers/new');
    await page.getByLabel(/^Full Name/).focus();
    await page.keyboard.type('Keyboard Driver');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard.driver@zorvexlogistics.co.uk');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700 900456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('KEYBO801015K99AB');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'License Class' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^License Expiry/)).toBeFocused();
    // 1 January: the same digits whether the browser orders the date's parts day-first or month-first.
    await page.keyboard.type('01012031');
    await expect(page.getByLabel(/^License Expiry/)).toHaveValue('2031-01-01');
    await page.getByRole('combobox', { name: /^Employment Type/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /^Employment Type/ })).toHaveText('Self-Employed');
    await page.keyboard.press('Tab');
    await page.keyboard.type('19.50');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Active' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add Driver' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Keyboard Driver has been added to the system')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/drivers$/);
  });

  test("the client form is filled in and sent from the keyboard alone; the client page's buttons are reachable", async ({ page }) => {
    await openSignedIn(page, '/admin/clients/new');
    await page.getByLabel(/^Company Name/).focus();
    await page.keyboard.type('Keyboard Gallery');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: /^Client Type/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /^Client Type/ })).toHaveText('Fine Art Gallery');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kit Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kit@keyboardgallery.co.uk');
    await page.keyboard.press('Tab');
    await page.keyboard.type('020 7946 0999');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Client Added Successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Gallery' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Clients' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Edit Client' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('Keyboard_Gallery_report.json');
  });
});
