import { expect, type Locator, type Page, test } from '@playwright/test';

import { openSignedIn, signIn } from './session';

/**
 * A toast never covers the control that raised it, nor the page's header with its actions, nor the pointer resting
 * where the user clicked: so the specification's 4 s auto-close holds and the button can be pressed again.
 */
type Box = { x: number; y: number; width: number; height: number };

const AUTO_CLOSE_MS = 4000;
/** The auto-close, its exit animation and a busy machine's slack. */
const CLOSED_WITHIN_MS = AUTO_CLOSE_MS + 2500;

const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const holds = (area: Box, point: { x: number; y: number }) =>
  point.x >= area.x && point.x <= area.x + area.width && point.y >= area.y && point.y <= area.y + area.height;
const centre = (area: Box) => ({ x: area.x + area.width / 2, y: area.y + area.height / 2 });
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const header = (page: Page) => page.locator('main header').first();

/**
 * Scrolls the page so that `control` sits just below the top bar, where the stack would start. The window is made
 * shorter first (as a laptop's, under the browser's bars), and room left below the page, so that a short page can
 * scroll that far.
 */
async function scrollUnderTopBar(page: Page, control: Locator) {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 560 });
  await page.addStyleTag({ content: 'body { padding-bottom: 100vh; }' });
  await control.scrollIntoViewIfNeeded();
  await control.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
  expect((await box(control)).y).toBeLessThan(120);
}

/** The toast covers neither `control` nor the page header, nor the pointer left at the control's centre by the click. */
async function expectClear(shown: Locator, control: Box, page: Page) {
  const area = await box(shown);
  expect(overlap(area, control), 'the toast covers the control that raised it').toBe(false);
  expect(overlap(area, await box(header(page))), 'the toast covers the page header').toBe(false);
  expect(holds(area, centre(control)), 'the toast is under the resting pointer').toBe(false);
}

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

for (const screen of SCREENS) {
  test.describe(`Toasts at ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test('Generate Invoice: clear of the button, closes after 4 s under a resting pointer, and the button works again', async ({
      page,
    }) => {
      await openSignedIn(page, '/admin/invoices');
      const generate = page.getByRole('button', { name: 'Generate Invoice' });
      await expect(page.getByRole('heading', { level: 2, name: /^All Invoices \(\d+\)$/ })).toBeVisible();
      const button = await box(generate);
      await generate.click();
      const generated = toast(page, 'Invoice Generated');
      await expect(generated).toBeVisible();
      await expectClear(generated, button, page);
      // The pointer has not moved: the toast closes on time.
      await expect(generated).toBeHidden({ timeout: CLOSED_WITHIN_MS });
      await generate.click({ timeout: 2000 });
      await expect(generated).toBeVisible();
    });

    test('Generate Invoice from the keyboard keeps focus on the button', async ({ page }) => {
      await openSignedIn(page, '/admin/invoices');
      const generate = page.getByRole('button', { name: 'Generate Invoice' });
      await expect(page.getByRole('heading', { level: 2, name: /^All Invoices \(\d+\)$/ })).toBeVisible();
      await generate.focus();
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Invoice Generated')).toBeVisible();
      await expect(generate).toBeFocused();
      await expectClear(toast(page, 'Invoice Generated'), await box(generate), page);
    });

    test('Send Invoice and Download PDF on an invoice: clear of both', async ({ page }) => {
      await openSignedIn(page, '/admin/invoices?q=sent');
      await page
        .getByRole('grid')
        .getByRole('link', { name: /^View / })
        .first()
        .click();
      const send = page.getByRole('button', { name: 'Send Invoice' });
      const pdf = page.getByRole('button', { name: 'Download PDF' });
      await expect(send).toBeVisible();
      const sendBox = await box(send);
      await send.click();
      await expect(toast(page, 'Invoice Sent')).toBeVisible();
      await expectClear(toast(page, 'Invoice Sent'), sendBox, page);
      expect(overlap(await box(toast(page, 'Invoice Sent')), await box(pdf))).toBe(false);

      const pdfBox = await box(pdf);
      const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const downloaded = toast(page, 'Download PDF');
      await expect(downloaded).toBeVisible();
      await expectClear(downloaded, pdfBox, page);
      for (const shown of await page.getByRole('alert').all()) expect(overlap(await box(shown), sendBox)).toBe(false);
    });

    test("an invoice row's Download: clear of the button and the pointer", async ({ page }) => {
      await openSignedIn(page, '/admin/invoices');
      const download = page
        .getByRole('grid')
        .getByRole('button', { name: /^Download ZRV\d+ as PNG$/ })
        .first();
      await scrollUnderTopBar(page, download);
      const button = await box(download);
      await Promise.all([page.waitForEvent('download'), download.click()]);
      const downloaded = toast(page, 'Invoice Downloaded');
      await expect(downloaded).toBeVisible();
      const area = await box(downloaded);
      expect(overlap(area, button)).toBe(false);
      expect(holds(area, centre(button))).toBe(false);
    });

    test('Acknowledge and Resolve on an alert: clear of the button that raised them and of the pointer', async ({ page }) => {
      for (const [action, title] of [
        ['Acknowledge', 'Alert Acknowledged'],
        ['Resolve', 'Alert Resolved'],
      ] as const) {
        // Afresh each time (the sample data is not kept), so both act on the first active alert.
        await openSignedIn(page, '/admin/alerts');
        const button = page.getByRole('button', { name: new RegExp(`^${action} `) }).first();
        await scrollUnderTopBar(page, button);
        const buttonBox = await box(button);
        await button.click();
        const shown = toast(page, title);
        await expect(shown).toBeVisible();
        const area = await box(shown);
        expect(overlap(area, buttonBox), `${action}: the toast covers the button`).toBe(false);
        expect(holds(area, centre(buttonBox)), `${action}: the toast is under the pointer`).toBe(false);
      }
    });

    test('signing in: the "Login successful" toast leaves the dashboard\'s header and Refresh clear', async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
      const refresh = page.getByRole('button', { name: 'Refresh' });
      const shown = toast(page, 'Login successful');
      await expect(shown).toBeVisible();
      // The stack moves clear once the new page is in (its top animates for 300 ms).
      await expect
        .poll(async () => overlap(await box(shown), await box(header(page))) || overlap(await box(shown), await box(refresh)), {
          timeout: 2000,
        })
        .toBe(false);
      await refresh.click({ timeout: 2000 });
    });
  });
}
