import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { expectNoHorizontalScroll } from './layout';
import { openSignedIn } from './session';

/** Every route of the fleet area, with the heading that says it is ready. */
const ROUTES = [
  { path: '/admin/vehicles', heading: 'Fleet Management' },
  { path: '/admin/vehicles/new', heading: 'Register New Vehicle' },
  { path: '/admin/vehicles/VEH-006', heading: /\S/ },
  { path: '/admin/vehicles/VEH-001/edit', heading: 'Edit Vehicle' },
  { path: '/admin/vehicles/VEH-999', heading: 'Vehicle Not Found' },
  { path: '/admin/alerts', heading: 'System Alerts' },
  { path: '/admin/warehouses', heading: 'Warehouse Management' },
  { path: '/admin/warehouses/new', heading: 'Add Warehouse' },
] as const;

test.describe('Fleet area at 320 px', () => {
  for (const { path, heading } of ROUTES) {
    test(`${path}: readable with no horizontal page scroll and one h1`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openSignedIn(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      // Let the lists' rows arrive before measuring.
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, 'main');
    });
  }
});

test.describe('Fleet area paths it does not draw', () => {
  for (const path of ['/admin/vehicles/VEH-001/history', '/admin/alerts/ALT-001', '/admin/warehouses/WH-001']) {
    test(`${path} is the portal's 404 inside the layout, light and dark`, async ({ page }) => {
      await openSignedIn(page, path);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await switchToDark(page);
      await expectNoAxeViolations(page, 'main');
    });
  }
});
