import { expect, type Page, test } from '@playwright/test';

import { livePageShown } from './publicPage';
import { DEMO_LOGIN } from './session';

// Runs through nginx (project "nginx"): a smoke pass of every area as production serves it, which also finds any
// script, style or request the policy refuses. The policy itself is checked on both servers (serving.spec.ts).

const THEME_MODE_STORAGE_KEY = 'zorvex:theme-mode';

/**
 * Every Content-Security-Policy violation the page reports, from now on: the browser's
 * securitypolicyviolation events (the report itself), and its console, which names a refused load too.
 */
async function recordViolations(page: Page) {
  const reported: string[] = [];
  await page.exposeFunction('e2eReportCspViolation', (violation: string) => reported.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { e2eReportCspViolation(text: string): void }).e2eReportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

async function openAs(page: Page, { dark, signedIn }: { dark: boolean; signedIn: boolean }) {
  await page.addInitScript(
    ({ key, dark, signedIn }) => {
      if (dark) localStorage.setItem(key, 'dark');
      if (signedIn) localStorage.setItem('admin-authenticated', 'true');
    },
    { key: THEME_MODE_STORAGE_KEY, dark, signedIn },
  );
}

const PUBLIC_PAGES = ['/', '/general-logistics', '/fine-art', '/event-staging', '/vehicle-transportation', '/privacy', '/no-such-page'];

/** Each admin route, and what a user does there that runs more code (a form's checks, a record's page). */
const ADMIN_AREAS: Record<string, Array<{ path: string; then?: (page: Page) => Promise<void> }>> = {
  'login and settings': [
    {
      path: '/admin/login',
      then: async (page) => {
        await page.getByLabel('Email').fill(DEMO_LOGIN.email);
        await page.getByLabel('Password').fill(DEMO_LOGIN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
      },
    },
    { path: '/admin/settings?tab=system' },
    { path: '/admin/nowhere' },
  ],
  jobs: [
    { path: '/admin/dashboard' },
    { path: '/admin/jobs', then: (page) => page.getByRole('grid').getByRole('link').first().click() },
    { path: '/admin/jobs/new', then: (page) => page.getByRole('button', { name: 'Create Job' }).click() },
  ],
  fleet: [
    { path: '/admin/vehicles' },
    { path: '/admin/vehicles/VEH-001' },
    { path: '/admin/vehicles/new' },
    { path: '/admin/alerts' },
    { path: '/admin/warehouses' },
  ],
  people: [
    { path: '/admin/drivers' },
    { path: '/admin/drivers/DRV-001' },
    { path: '/admin/drivers/new' },
    { path: '/admin/clients' },
    { path: '/admin/clients/CLI-001' },
    { path: '/admin/clients/new' },
  ],
  finance: [
    { path: '/admin/invoices', then: (page) => page.getByRole('grid').getByRole('link').first().click() },
    { path: '/admin/invoices/new' },
    { path: '/admin/reports' },
  ],
  map: [{ path: '/admin/tracking' }, { path: '/admin/uk-fleet' }],
};

/** The page has drawn its content (or its own error state) and fetched what it needs. */
async function settled(page: Page) {
  await expect(page.locator('main, #root > *').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test(`no CSP violation on any public page, static and then live (${theme})`, async ({ page }) => {
    const violations = await recordViolations(page);
    await openAs(page, { dark, signedIn: false });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await livePageShown(page);
      await settled(page);
    }
    expect(violations).toEqual([]);
  });

  for (const [area, routes] of Object.entries(ADMIN_AREAS)) {
    test(`no CSP violation on the ${area} pages (${theme})`, async ({ page }) => {
      const violations = await recordViolations(page);
      // The login page shows only to a visitor who is not signed in; it signs in on it.
      await openAs(page, { dark, signedIn: area !== 'login and settings' });
      for (const { path, then } of routes) {
        await page.goto(path);
        await settled(page);
        if (then) {
          await then(page);
          await settled(page);
        }
      }
      expect(violations).toEqual([]);
    });
  }
}
