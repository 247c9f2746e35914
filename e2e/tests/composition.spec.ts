import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './session';
import { PROBE_ORIGIN, useTestConfig } from './testConfig';

/** Requests the page made to the test-only remote (it stands in for the finance area). */
function probeRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PROBE_ORIGIN)) urls.push(request.url());
  });
  return urls;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test.describe('Runtime composition', () => {
  test.beforeEach(async ({ page }) => {
    await useTestConfig(page);
  });

  test('a remote named in config.json is fetched only when its route is first opened', async ({ page }) => {
    const requests = probeRequests(page);
    await openSignedIn(page, '/admin/dashboard');
    await expect(sidebar(page)).toBeVisible();
    await page.goto('/admin/login');
    await page.goto('/admin/jobs');
    await expect(sidebar(page)).toBeVisible();
    expect(requests).toEqual([]);

    await sidebar(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
    expect(requests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });

  test("the remote shares the host's React, router, theme and store", async ({ page }) => {
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
    // Hooks ran (one React) and the host's router context reached it (the router comes with shared-contracts).
    await expect(page.getByTestId('probe-location')).toHaveText('/admin/reports');
    // The host's theme reaches it and follows the toggle.
    await expect(page.getByTestId('probe-theme')).toHaveText('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByTestId('probe-theme')).toHaveText('dark');
    // A job the remote adds shows in the host's sidebar badge: one store.
    const jobsBadge = sidebar(page).getByRole('link', { name: /^Jobs/ });
    await expect(jobsBadge).toHaveText('Jobs35');
    await expect(page.getByTestId('probe-jobs')).toHaveText('35');
    await page.getByRole('button', { name: 'Add a job in progress' }).click();
    await expect(page.getByTestId('probe-jobs')).toHaveText('36');
    await expect(jobsBadge).toHaveText('Jobs36');

    // The federation runtime resolved each shared library to the host's single copy.
    const providers = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean; useIn?: string[] };
      const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const instance of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(instance.default ?? {})) {
          for (const shared of Object.values(versions)) {
            if (shared.loaded) result[name] = [...new Set([...(result[name] ?? []), shared.from])];
          }
        }
      }
      return result;
    });
    for (const library of ['react', 'react-dom', '@mui/material/styles', '@emotion/react', 'shared-contracts']) {
      expect(providers[library], library).toEqual(['host_shell']);
    }
  });

  test('a remote that is down shows its area unavailable; the shell keeps working and Retry recovers', async ({ page }) => {
    await page.route(`${PROBE_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByText('Finance is unavailable')).toBeVisible({ timeout: 15_000 });
    await expect(sidebar(page)).toBeVisible();

    // Other areas and the shell still work.
    await page.keyboard.press('Control+k');
    await expect(page.getByPlaceholder('Type a command or search...')).toBeVisible();
    await page.keyboard.press('Escape');
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await sidebar(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByText('Finance is unavailable')).toBeVisible({ timeout: 15_000 });

    // Back up: Retry really fetches it again.
    await page.unroute(`${PROBE_ORIGIN}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
  });

  test('a remote module that throws while rendering stays inside its area, and Retry recovers', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('probe:started')) {
        sessionStorage.setItem('probe:started', '1');
        localStorage.setItem('probe:throw', '1');
      }
    });
    await openSignedIn(page, '/admin/invoices');
    await expect(page.getByText('Finance is unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Probe recovered' })).toHaveCount(0);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin User' })).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('probe:throw'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Probe recovered' })).toBeVisible();
  });

  test('an area missing from config.json shows its unavailable state, never a blank page', async ({ page }) => {
    await openSignedIn(page, '/admin/tracking');
    await expect(page.getByText('Live Map is unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('while an area loads the content area shows a progress indicator', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${PROBE_ORIGIN}/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByRole('progressbar', { name: 'Loading Finance' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
  });
});
