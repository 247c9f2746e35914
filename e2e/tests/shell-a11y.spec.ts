import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark, OPEN_MODAL, switchToDark } from './accessibility';
import { openSignedIn } from './session';

test.describe('Shell accessibility, light and dark', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the login page (${theme})`, async ({ page }) => {
      // The login page has no theme toggle: it shows the theme the visitor chose before.
      await page.addInitScript((mode) => localStorage.setItem('zorvex:theme-mode', mode), theme);
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the admin layout around the settings page', async ({ page }) => {
    await openSignedIn(page, '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page);
  });

  test('the command palette', async ({ page }) => {
    await openSignedIn(page, '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const palette = page.getByRole('dialog');
    for (const nextTheme of [switchToDark, null]) {
      await page.keyboard.press('Control+k');
      await expect(palette.getByRole('combobox')).toBeFocused();
      await expectNoAxeViolations(page, OPEN_MODAL);
      if (!nextTheme) break;
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();
      await nextTheme(page);
    }
  });

  test('the not-found page inside the portal', async ({ page }) => {
    await openSignedIn(page, '/admin/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page);
  });

  test('the sidebar as a sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, '/admin/settings');
    const sheet = page.getByRole('navigation', { name: 'Admin' });
    for (const nextTheme of [switchToDark, null]) {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(sheet).toBeVisible();
      await expectNoAxeViolations(page, OPEN_MODAL);
      if (!nextTheme) break;
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await nextTheme(page);
    }
  });
});
