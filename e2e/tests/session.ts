import { expect, type Page } from '@playwright/test';

/** The demo login shipped in host-shell/public/config.json. */
export const DEMO_LOGIN = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, path = '/admin/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/**
 * Starts a page already signed in (the specification's local-storage flag), for tests not about login. `waitUntil`
 * as page.goto's: a test that holds the area's remote entry cannot wait for the load event, which waits for it (the
 * page asks for its area's entry as it starts).
 */
export async function openSignedIn(page: Page, path: string, waitUntil: 'load' | 'commit' = 'load') {
  await page.addInitScript(() => localStorage.setItem('admin-authenticated', 'true'));
  await page.goto(path, { waitUntil });
}

/**
 * Makes calls of the page's data store reject (shared-contracts' `zorvex:store-failures` switch),
 * to see a screen's failure state, e.g. `{ drivers: ['list'] }`.
 */
export async function failStoreCalls(page: Page, failures: Record<string, Array<'list' | 'get' | 'create' | 'update'>>) {
  await page.addInitScript((json) => sessionStorage.setItem('zorvex:store-failures', json), JSON.stringify(failures));
}

/**
 * Moves the open app to `path` as its own links do: the router's history entry and its popstate, no page load. For
 * checks of what a path draws, several paths to one load; what a fresh load of a path serves is the serving specs' part.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Closes the page as a user closes its tab, and expects the browser to ask first (the beforeunload prompt of a form
 * with unsaved changes), which is answered Leave.
 */
export async function expectCloseToAskFirst(page: Page) {
  const prompted = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.type());
      await dialog.accept();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await prompted).toBe('beforeunload');
}
