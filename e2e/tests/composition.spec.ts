import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { recordScripts } from './downloadedModules';
import { openPublicPage } from './publicPage';
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
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
    // Hooks ran (one React) and the host's router context reached it (the router comes with shared-contracts).
    await expect(page.getByText('Location: /admin/reports')).toBeVisible();
    // The host's theme reaches it and follows the toggle.
    await expect(page.getByText('Theme mode: light')).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByText('Theme mode: dark')).toBeVisible();
    // A job the remote adds shows in the host's sidebar badge: one store.
    const jobsBadge = sidebar(page).getByRole('link', { name: /^Jobs/ });
    const live = SAMPLE_SIZES.jobsInProgress;
    await expect(jobsBadge).toHaveText(`Jobs${live}`);
    await expect(page.getByText(`Jobs in progress: ${live}`)).toBeVisible();
    await page.getByRole('button', { name: 'Add a job in progress' }).click();
    await expect(page.getByText(`Jobs in progress: ${live + 1}`)).toBeVisible();
    await expect(jobsBadge).toHaveText(`Jobs${live + 1}`);
    // Its toast shows in the host's toast area (notistack loads with the first toast).
    await expect(page.getByRole('alert').filter({ hasText: 'Probe job added' })).toBeVisible();

    // Every shared library's code arrived from the host alone: none came with the remote.
    for (const library of [
      'react',
      'react-dom',
      '@mui/material',
      '@mui/system',
      '@emotion/react',
      'notistack',
      'shared-contracts',
      'react-router',
    ]) {
      expect(scripts.originsOf(library), library).toEqual(['http://localhost:3000']);
    }
    // The router is React Router's production build, without its development warnings.
    expect(scripts.modulesOf('react-router').map((name) => name.split('/').slice(0, 3).join('/'))).toEqual([
      'react-router/dist/production',
    ]);
    // Of the federation runtime, only what holds a container's own state came with it; its
    // functions (loading remotes, consuming shared modules) are the host's.
    const functions = scripts
      .modulesOf('@module-federation/webpack-bundler-runtime')
      .filter((name) => /\/(remotes|consumes|initializeSharing|init)\.js$/.test(name));
    expect(functions.sort()).toEqual([
      '@module-federation/webpack-bundler-runtime/dist/consumes.js',
      '@module-federation/webpack-bundler-runtime/dist/init.js',
      '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js',
      '@module-federation/webpack-bundler-runtime/dist/remotes.js',
    ]);
  });

  test('a page that only reads downloads none of the checks a write needs; a form fetches them', async ({ page }) => {
    const onDashboard = recordScripts(page);
    await openSignedIn(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(onDashboard.modulesOf('zod')).toEqual([]);

    const onForm = recordScripts(page);
    await sidebar(page).getByRole('link', { name: /^Jobs/ }).click();
    await page.getByRole('link', { name: 'Create New Job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Job' })).toBeVisible();
    await expect.poll(() => onForm.modulesOf('zod').length).toBeGreaterThan(0);
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
    await useTestConfig(page, { mfe_map: null });
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
    await openSignedIn(page, '/admin/reports', 'commit');
    await expect(page.getByRole('progressbar', { name: 'Loading Finance' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
  });
});

test('the page asks for config.json while it is parsed, before the host bundle has run, and only once', async ({ page }) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  });
  // When the page adds the host's entry script to run it (the public pages' own build's, under /site/, at idle): the
  // bundle cannot run before. Its file may arrive earlier: the page preloads it, and on a busy machine the preload
  // scanner can fetch it before the parser has run the page's first script.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (!added.some((node) => node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))) return;
      Object.assign(window, { hostScriptAddedAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openPublicPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requested = await page.evaluate(() => ({
    config: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/config.json')?.startTime,
    hostScriptAdded: (window as unknown as { hostScriptAddedAt?: number }).hostScriptAddedAt,
  }));
  expect(requested.config).toBeDefined();
  expect(requested.hostScriptAdded).toBeDefined();
  expect(requested.config!).toBeLessThan(requested.hostScriptAdded!);
  expect(configRequests).toHaveLength(1);
});
