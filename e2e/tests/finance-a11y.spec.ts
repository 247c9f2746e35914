import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark, OPEN_MODAL, switchToDark, switchToLight } from './accessibility';
import { invoiceIdOf, invoiceRows, invoiceTableTitle } from './finance-helpers';
import { navigateInApp, openSignedIn } from './session';

/** Each route of the area, with what shows once it is ready. */
/**
 * Each route of the area, with what shows once it is ready. `go` opens a path: a page load for a test's first route,
 * then the running app's own navigation (navigateInApp).
 */
const ROUTES: ReadonlyArray<{ name: string; open: (page: Page, go: (path: string) => Promise<void>) => Promise<void> }> = [
  {
    name: 'invoice list',
    open: async (page, go) => {
      await go('/admin/invoices');
      await expect(invoiceRows(page)).toHaveCount(10);
    },
  },
  {
    name: "a job's invoices",
    open: async (page, go) => {
      await go('/admin/invoices?job=JOB-1999-0001');
      await expect(page.getByText('No invoices for job JOB-1999-0001 yet.')).toBeVisible();
    },
  },
  {
    name: 'new invoice form',
    open: async (page, go) => {
      await go('/admin/invoices/new');
      await expect(page.getByRole('combobox', { name: /^Client/ })).toBeVisible();
    },
  },
  {
    name: 'invoice detail',
    open: async (page, go) => {
      await go('/admin/invoices?q=paid');
      const row = invoiceRows(page).first();
      const id = await invoiceIdOf(row);
      await row.getByRole('link', { name: `View ${id}` }).click();
      await expect(page.getByRole('region', { name: 'Services Provided' })).toBeVisible();
    },
  },
  {
    name: 'invoice not found',
    open: async (page, go) => {
      await go('/admin/invoices/ZRV19990101001');
      await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    },
  },
  {
    name: 'reports',
    open: async (page, go) => {
      await go('/admin/reports');
      for (const title of ['Revenue by Client Type', 'Popular Routes', 'Performance Trend']) {
        await expect(page.getByRole('region', { name: title }).locator('svg').first()).toBeVisible();
      }
    },
  },
  {
    name: 'page not found below the area',
    open: async (page, go) => {
      await go('/admin/reports/monthly');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    },
  },
];

/** The routes in two tests, one page each: the first route loaded, the next opened in the running app as its links do. */
for (const routes of [ROUTES.slice(0, 4), ROUTES.slice(4)]) {
  test(`Finance accessibility: ${routes.map(({ name }) => name).join(', ')}: each with no axe violations in light and dark; readable at 320 px with no horizontal page scroll`, async ({
    page,
  }) => {
    test.slow(); // three or four pages, each scanned twice with every rule
    const viewport = page.viewportSize()!;
    for (const [index, route] of routes.entries()) {
      await test.step(`Finance accessibility: ${route.name}: no axe violations in light and dark; readable at 320 px with no horizontal page scroll`, async () => {
        if (index === 0) {
          await route.open(page, (path) => openSignedIn(page, path));
        } else {
          // Back to how the page opened: the previous route's checks left it dark and narrow.
          await page.setViewportSize(viewport);
          await switchToLight(page);
          await route.open(page, (path) => navigateInApp(page, path));
        }
        await expectNoAxeViolationsLightAndDark(page, 'main', { width: 320, height: 700 });
      });
    }
  });
}

test.describe('Finance accessibility: states and dialogs', () => {
  test('the form with its errors, and the unsaved-changes dialog, in light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices/new');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page.getByText('Client is required')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.getByLabel(/^Description/).fill('Storage');
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await expectNoAxeViolations(page, OPEN_MODAL);
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });

  test('the list with no match, in light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices?q=zzqqxx');
    await expect(page.getByText('No invoices match "zzqqxx"')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });
});

test.describe('Finance from the keyboard', () => {
  test("list: search, export, then into the table to a row's View link and PNG download", async ({ page }) => {
    await openSignedIn(page, '/admin/invoices');
    await expect(invoiceRows(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Generate Invoice' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search invoices...' })).toBeFocused();
    await page.keyboard.type('paid');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
    // The table keeps its last answer until the search's own arrives (read once typing pauses).
    await expect(page).toHaveURL(/\?q=paid$/);
    await expect(invoiceTableTitle(page)).not.toHaveText(`All Invoices (${SAMPLE_SIZES.invoices})`);
    const row = invoiceRows(page).first();
    const id = await invoiceIdOf(row);
    const download = row.getByRole('button', { name: `Download ${id} as PNG` });
    await download.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe(`${id}.png`);
    await row.getByRole('link', { name: `View ${id}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
  });

  test('form: every field in order, the VAT rate chosen and the invoice created without a mouse', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices/new');
    const client = page.getByRole('combobox', { name: /^Client/ });
    await client.focus();
    await page.keyboard.press('ArrowDown');
    const name = (await page.getByRole('option').first().textContent())!;
    await page.keyboard.press('Escape');
    await page.keyboard.type(name);
    // As a user reads the list: wait for the search for what was typed to answer. Until then the box offers the
    // previous page; when the answer lands the highlighted option goes, and an Enter then submits the form.
    await expect.poll(async () => (await page.getByRole('option').allTextContents()).every((option) => option.includes(name))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(client).toHaveValue(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Job ID')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Description/)).toBeFocused();
    await page.keyboard.type('Storage Services');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Notes')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Amount/)).toBeFocused();
    await page.keyboard.type('850');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'VAT Rate' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'VAT Rate' })).toHaveText('5% (Reduced Rate)');
    await expect(page.getByRole('region', { name: 'Invoice Summary' })).toContainText('£892.50');
    await page.getByRole('button', { name: 'Create Invoice' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invoice Created Successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice ZRV\d{11,}$/ })).toBeVisible();
  });

  test('detail: Send Invoice from the keyboard', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices?q=draft');
    await invoiceRows(page)
      .filter({ has: page.getByRole('gridcell', { name: 'Draft', exact: true }) })
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await page.getByRole('button', { name: 'Download PDF' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Invoice' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invoice Sent')).toBeVisible();
  });
});
