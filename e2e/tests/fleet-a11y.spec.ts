import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark, switchToLight } from './accessibility';
import { expectNoHorizontalScroll } from './layout';
import { navigateInApp, openSignedIn } from './session';

/** Every route of the fleet area, with the heading that says it is ready. */
const ROUTES = [
  // First in its walk, opened afresh: its heading (the registration) has no fixed name to tell it from the page before.
  { path: '/admin/vehicles/VEH-006', heading: /\S/ },
  { path: '/admin/vehicles', heading: 'Fleet Management' },
  { path: '/admin/vehicles/new', heading: 'Register New Vehicle' },
  { path: '/admin/vehicles/VEH-001/edit', heading: 'Edit Vehicle' },
  { path: '/admin/vehicles/VEH-999', heading: 'Vehicle Not Found' },
  { path: '/admin/alerts', heading: 'System Alerts' },
  { path: '/admin/warehouses', heading: 'Warehouse Management' },
  { path: '/admin/warehouses/new', heading: 'Add Warehouse' },
] as const;

test.describe('Fleet area at 320 px', () => {
  // Two walks through the routes: the first opened, the others reached inside the app (one load a walk).
  for (const walk of [ROUTES.slice(0, 4), ROUTES.slice(4)]) {
    test(`${walk.map(({ path }) => path).join(', ')}: each readable with no horizontal page scroll and one h1`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const [index, { path, heading }] of walk.entries()) {
        if (index === 0) await openSignedIn(page, path);
        else await navigateInApp(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveCount(1);
        // Let the lists' rows arrive before measuring.
        await expect(page.getByText('Loading...'), path).toHaveCount(0);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page, 'main');
      }
    });
  }
});

test.describe('Fleet area paths it does not draw', () => {
  test("/admin/vehicles/VEH-001/history, /admin/alerts/ALT-001 and /admin/warehouses/WH-001 are each the portal's 404 inside the layout, light and dark", async ({
    page,
  }) => {
    const paths = ['/admin/vehicles/VEH-001/history', '/admin/alerts/ALT-001', '/admin/warehouses/WH-001'];
    // The first opened, the others reached inside the app; each is checked in the theme it is reached in, then the other.
    const switches = [switchToDark, switchToLight, switchToDark];
    for (const [index, path] of paths.entries()) {
      // The 404 logs the path it was drawn for: this path's own 404, not the one before it.
      const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().endsWith(` ${path}`));
      if (index === 0) await openSignedIn(page, path);
      else await navigateInApp(page, path);
      expect((await logged).text()).toMatch(/^404 Error/);
      await expect(page.getByRole('heading', { level: 1, name: '404' }), path).toBeVisible();
      await expect(page.getByText('Oops! Page not found'), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' }), path).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await switches[index](page);
      await expectNoAxeViolations(page, 'main');
    }
  });
});
