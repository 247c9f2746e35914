import { expect, test } from '@playwright/test';

import ports from '../../tooling/ports.json';
import { DEMO_LOGIN, signIn } from '../tests/session';
import { apiProcess, signedInState } from './apiProcess';

const RESOURCES = ['jobs', 'drivers', 'vehicles', 'clients', 'invoices', 'warehouses', 'systemAlerts'];
/** The people remote as the e2e deployment on the API serves it. */
const PEOPLE_PORT = ports.apps['mfe-people'] + ports.e2eOnApi.appsPlus;
const UNAUTHORIZED = { error: 'unauthorized', message: 'Sign in to use the API' };

// In order: the last test uses up the run's sign-in attempts for a minute.
test.describe.configure({ mode: 'serial' });

test.describe('Sign-in on the API', () => {
  test('without a session every /api route answers 401, and the portal shows the login page', async ({ request, page }) => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/auth/session'],
      ['POST', '/api/auth/logout'],
    ];
    for (const resource of RESOURCES) {
      calls.push(
        ['GET', `/api/${resource}`],
        ['GET', `/api/${resource}/aggregate`],
        ['GET', `/api/${resource}/ANY-1`],
        ['POST', `/api/${resource}`, { notes: 'x' }],
        ['PATCH', `/api/${resource}/ANY-1`, { notes: 'x' }],
      );
    }
    for (const [method, url, data] of calls) {
      const answer = await request.fetch(url, { method, data });
      expect(answer.status(), `${method} ${url}`).toBe(401);
      expect(await answer.json(), `${method} ${url}`).toEqual(UNAUTHORIZED);
    }

    for (const path of ['/admin', '/admin/jobs', '/admin/clients/CLI-001/edit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    }
  });

  test('the admin-authenticated flag of the sample mode opens nothing', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('admin-authenticated', 'true'));
    const dataAnswers: number[] = [];
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname.startsWith('/api/') && !answer.url().includes('/api/auth/')) dataAnswers.push(answer.status());
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    expect(dataAnswers.every((status) => status === 401)).toBe(true);
  });

  test("a signed-in page asks for its area's remote entry while it is parsed, before the API has said who is in", async ({ browser }) => {
    const context = await browser.newContext({ storageState: signedInState() });
    try {
      const page = await context.newPage();
      await page.goto('/admin/drivers');
      await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();
      await expect(
        page.locator(`head link[rel="preload"][as="script"][href="http://localhost:${PEOPLE_PORT}/remoteEntry.js"]`),
      ).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('signing in opens the page asked for; a session ended on the server sends the portal back to the login page', async ({ page }) => {
    await signIn(page, '/admin/drivers');
    await expect(page).toHaveURL(/\/admin\/drivers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();

    // The session ends on the server (as after its timeout): the next read answers 401 and the portal asks to sign in.
    expect((await page.context().request.post('/api/auth/logout')).status()).toBe(204);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Clients/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a wrong password five times in a row: the sixth attempt is slowed down, even with the right password', async ({ page }) => {
    // The limit counts attempts per address in the database, across restarts: cleared, it counts this test's alone.
    await apiProcess('forget-sign-in-attempts');
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO_LOGIN.email);
    const attempt = async (password: string) => {
      await page.getByLabel('Password').fill(password);
      const [answer] = await Promise.all([
        page.waitForResponse('**/api/auth/login'),
        page.getByRole('button', { name: 'Sign In' }).click(),
      ]);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      return answer;
    };
    for (let time = 1; time <= 5; time += 1) {
      expect((await attempt(`wrong password ${time}`)).status(), `attempt ${time}`).toBe(401);
      await expect(page.getByText('Invalid credentials.').last()).toBeVisible();
    }
    const slowed = await attempt('wrong password 6');
    expect(slowed.status()).toBe(429);
    expect(Number(slowed.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByText('Too many sign-in attempts')).toBeVisible();
    await expect(page.getByText(/^Try again in \d+ seconds\.$/)).toBeVisible();

    expect((await attempt(DEMO_LOGIN.password)).status()).toBe(429);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Login successful')).toHaveCount(0);
  });
});
