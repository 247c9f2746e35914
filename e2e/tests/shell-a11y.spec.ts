import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, OPEN_MODAL } from './accessibility';
import { openSignedIn } from './session';

const THEMES = ['light', 'dark'] as const;

/** Starts in the given theme, the way the shell remembers a visitor's choice. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((mode) => localStorage.setItem('zorvex:theme-mode', mode), theme);
}

for (const theme of THEMES) {
  test.describe(`Shell accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('the login page', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the admin layout around the settings page', async ({ page }) => {
      await openSignedIn(page, '/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the command palette', async ({ page }) => {
      await openSignedIn(page, '/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog');
      await expect(palette.getByRole('combobox')).toBeFocused();
      await expectNoAxeViolations(page, OPEN_MODAL);
    });

    test('the not-found page inside the portal', async ({ page }) => {
      await openSignedIn(page, '/admin/no-such-page');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the sidebar as a sheet on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openSignedIn(page, '/admin/settings');
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await expectNoAxeViolations(page, OPEN_MODAL);
    });
  });
}
