import { expect, type Page, test } from '@playwright/test';

import { livePageShown, STATIC_PAGE } from './publicPage';

// A public page paints as static HTML and becomes live by itself (mfe-public's startLivePage), on a
// phone as on any screen: a tap on a quote button opens the quote dialog, never the e-mail program,
// unless the app cannot load at all.
const COMPANY_EMAIL = 'enquiries@zorvexlogistics.co.uk';
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Every address the page hands to the visitor's e-mail program. */
function emailsOpened(page: Page) {
  const emails: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('mailto:')) emails.push(request.url());
  });
  return emails;
}

const quoteDialog = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Quote' });
const heroQuote = (page: Page) => page.getByRole('main').getByText('Get a Quote Now');

test.describe('on a phone', () => {
  test.use(PHONE);

  test('with the app arriving after 4 s, a tap on a quote button waits for the dialog and never opens the e-mail program', async ({
    page,
  }) => {
    const emails = emailsOpened(page);
    // The host's first script held back 4.5 s: a slow network.
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4500));
      await route.continue();
    });
    await page.goto('/');
    await heroQuote(page).tap();
    await expect(quoteDialog(page)).toBeVisible({ timeout: 30_000 });
    expect(emails).toEqual([]);
    await livePageShown(page);
    await page.waitForTimeout(500);
    expect(emails).toEqual([]);
  });

  test('a tap once the app is there opens the dialog', async ({ page }) => {
    const emails = emailsOpened(page);
    await page.goto('/fine-art');
    await livePageShown(page);
    await page.getByRole('main').getByRole('button', { name: 'Get a Quote' }).first().tap();
    await expect(quoteDialog(page)).toBeVisible();
    await expect(quoteDialog(page).getByLabel(/^Service Type/)).toHaveValue('fine-art');
    expect(emails).toEqual([]);
  });

  test("with the app's scripts blocked, the quote link e-mails the company", async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/');
    const email = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await heroQuote(page).tap();
    const url = new URL((await email).url());
    expect(url.pathname).toBe(COMPANY_EMAIL);
    expect(url.searchParams.get('subject')).toBe('Quote Request');
    await expect(page.locator(STATIC_PAGE)).toBeVisible();
  });
});

test("the live page shows without waiting for the quote dialog's code, and a tap meanwhile opens the dialog once it is in", async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/quote-dialog\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/fine-art');
  await livePageShown(page);
  await page.getByRole('main').getByRole('button', { name: 'Get a Quote' }).first().click();
  release();
  await expect(quoteDialog(page)).toBeVisible();
  await expect(quoteDialog(page).getByLabel(/^Service Type/)).toHaveValue('fine-art');
});

test('a page that receives no input at all becomes live: its quote button, activated by a script, opens the dialog', async ({ page }) => {
  await page.goto('/');
  await livePageShown(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Get a Quote Now' })
    .evaluate((button: HTMLElement) => button.click());
  await expect(quoteDialog(page)).toBeVisible();
});

test('an unknown path is logged to the console with no input at all', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no-such-page');
  await expect.poll(() => logged, { timeout: 20_000 }).toContain('404 Error: User attempted to access non-existent route: /no-such-page');
});

test.describe('the reviews carousel shows as many reviews before JavaScript as after', () => {
  const inView = (page: Page) => page.getByRole('group', { name: 'Customer reviews' }).getByRole('group', { name: / of 10$/ });

  for (const [width, count] of [
    [412, 1],
    [1000, 2],
    [1400, 3],
  ] as const) {
    test(`${count} at ${width}px`, async ({ browser }) => {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto('/');
        if (javaScriptEnabled) await livePageShown(page);
        await expect(inView(page)).toHaveCount(count);
        await context.close();
      }
    });
  }
});
