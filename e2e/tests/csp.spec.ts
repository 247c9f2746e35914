import { expect, type Page, type Request, test } from '@playwright/test';

import { livePageShown } from './publicPage';
import { DEMO_LOGIN, navigateInApp } from './session';

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

/**
 * Each admin route, and what a user does there that runs more code (a form's checks, a record's page). An area's first
 * route is loaded; the others are opened in the running app (`navigateInApp`), as its links open them, and show
 * `heading`: each page's own code is fetched and run under the policy either way, and the page load, with the host and
 * the area's remote entry, is the first route's.
 */
const ADMIN_AREAS: Record<string, Array<{ path: string; heading?: string; then?: (page: Page) => Promise<void> }>> = {
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
    { path: '/admin/settings?tab=system', heading: 'Settings' },
    { path: '/admin/nowhere', heading: '404' },
  ],
  jobs: [
    { path: '/admin/dashboard' },
    { path: '/admin/jobs', heading: 'Jobs Management', then: (page) => page.getByRole('grid').getByRole('link').first().click() },
    { path: '/admin/jobs/new', heading: 'Create New Job', then: (page) => page.getByRole('button', { name: 'Create Job' }).click() },
  ],
  fleet: [
    { path: '/admin/vehicles' },
    { path: '/admin/vehicles/VEH-001', heading: 'ZVX-101' },
    { path: '/admin/vehicles/new', heading: 'Register New Vehicle' },
    { path: '/admin/alerts', heading: 'System Alerts' },
    { path: '/admin/warehouses', heading: 'Warehouse Management' },
  ],
  people: [
    { path: '/admin/drivers' },
    { path: '/admin/drivers/DRV-001', heading: 'Driver Profile' },
    { path: '/admin/drivers/new', heading: 'Add New Driver' },
    { path: '/admin/clients', heading: 'Client Management' },
    { path: '/admin/clients/CLI-001', heading: 'Harrowgate Museum of Decorative Arts' },
    { path: '/admin/clients/new', heading: 'Add New Client' },
  ],
  finance: [
    { path: '/admin/invoices', then: (page) => page.getByRole('grid').getByRole('link').first().click() },
    { path: '/admin/invoices/new', heading: 'Generate New Invoice' },
    { path: '/admin/reports', heading: 'Reports & Analytics' },
  ],
  map: [{ path: '/admin/tracking' }, { path: '/admin/uk-fleet', heading: 'UK Fleet Live Tracking' }],
};

/** The requests the page has asked for and had no answer to yet (nor a failure), from now on. */
function requestsInFlight(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/**
 * The page has drawn its content (or its own error state) and has every response it asked for. Not the load state
 * `networkidle`, which waits a further 500 ms of quiet on each of the 50 pages opened here.
 */
async function settled(page: Page, inFlight: Set<Request>) {
  await expect(page.locator('main, #root > *').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await expect.poll(() => inFlight.size).toBe(0);
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test(`no CSP violation on any public page, static and then live (${theme})`, async ({ page }) => {
    const violations = await recordViolations(page);
    const inFlight = requestsInFlight(page);
    await openAs(page, { dark, signedIn: false });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await livePageShown(page);
      await settled(page, inFlight);
    }
    expect(violations).toEqual([]);
  });

  for (const [area, routes] of Object.entries(ADMIN_AREAS)) {
    test(`no CSP violation on the ${area} pages (${theme})`, async ({ page }) => {
      const violations = await recordViolations(page);
      const inFlight = requestsInFlight(page);
      // The login page shows only to a visitor who is not signed in; it signs in on it.
      await openAs(page, { dark, signedIn: area !== 'login and settings' });
      for (const [index, { path, heading, then }] of routes.entries()) {
        if (index === 0) {
          await page.goto(path);
        } else {
          await navigateInApp(page, path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        }
        await settled(page, inFlight);
        if (then) {
          await then(page);
          await settled(page, inFlight);
        }
      }
      expect(violations).toEqual([]);
    });
  }
}
