import { expect, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { exportCsv } from './csvExport';
import { recordScripts } from './downloadedModules';
import {
  compactToday,
  countIn,
  decodedPng,
  downloadFrom,
  inkShare,
  INVOICE_SEARCH,
  invoiceFigure,
  invoiceIdOf,
  invoiceRows,
  invoiceTableTitle,
  pixel,
  pounds,
} from './finance-helpers';
import { failStoreCalls, openSignedIn } from './session';

const ALL = `All Invoices (${SAMPLE_SIZES.invoices})`;
const searchBox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: INVOICE_SEARCH });

/** The CSV the toolbar exports for the list as it is shown, as rows of cells. */
async function exportedCsv(page: import('@playwright/test').Page): Promise<string[][]> {
  const { fileName, header, records } = await exportCsv(page);
  expect(fileName).toBe('invoices.csv');
  return [header, ...records.map((record) => header.map((name) => record[name]))];
}

test.describe('Invoice list (/admin/invoices)', () => {
  test('is its own chunk: opening it downloads neither the form, the invoice page, the charts nor the PDF library; "Invoice Management": Generate Invoice and four cards whose counts and sums match the table; the table: eight columns, status with its icon, View and PNG download on every row; Generate Invoice adds a generated invoice at the top at once, says so, and the figures and the palette follow', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/invoices');
    await expect(page.getByRole('heading', { level: 2, name: ALL })).toBeVisible();
    const modules = scripts.modulesOf('mfe-finance');
    expect(modules).toContain('mfe-finance/src/invoices-list/InvoicesListPage.tsx');
    expect(modules.filter((name) => /invoice-form|invoice-detail|reports|invoicePdf|invoicePng/.test(name))).toEqual([]);
    expect(scripts.modulesOf('jspdf')).toEqual([]);
    expect(scripts.modulesOf('@mui/x-charts')).toEqual([]);

    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Invoice' })).toBeVisible();

    // Each card against the table: its rows by status, exported with their totals.
    const rows = (await exportedCsv(page)).slice(1);
    expect(rows).toHaveLength(SAMPLE_SIZES.invoices);
    const ofStatus = (statuses: string[]) => rows.filter((row) => statuses.includes(row[6]));
    const count = (statuses: string[]) => ofStatus(statuses).length;
    const sum = (statuses: string[]) => Math.round(ofStatus(statuses).reduce((total, row) => total + pounds(row[5]) * 100, 0)) / 100;
    const outstanding = ['Sent', 'Overdue', 'Generated', 'Draft'];
    expect(count([...outstanding, 'Paid', 'Cancelled'])).toBe(SAMPLE_SIZES.invoices);
    expect(count(['Overdue'])).toBeGreaterThan(0);
    // The cards show whole pounds.
    const money = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;
    const expectCard = async (title: string, statuses: string[]) => {
      const card = invoiceFigure(page, title);
      await expect(card.getByText(/^£[\d,]+$/)).toHaveText(money(sum(statuses)));
      await expect(card.getByText(/^\d+ invoices?$/)).toHaveText(`${count(statuses)} invoice${count(statuses) === 1 ? '' : 's'}`);
    };
    await expectCard('Total Revenue', [...outstanding, 'Paid']);
    await expectCard('Paid', ['Paid']);
    await expectCard('Outstanding', outstanding);
    await expectCard('Overdue', ['Overdue']);

    await expect(searchBox(page)).toHaveAttribute('placeholder', INVOICE_SEARCH);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Invoice',
      'Client',
      'Date',
      'Due Date',
      'Services',
      'Amount',
      'Status',
      'Actions',
    ]);
    await expect(invoiceRows(page)).toHaveCount(10);
    await expect(page.getByText(`1–10 of ${SAMPLE_SIZES.invoices}`)).toBeVisible();
    const first = invoiceRows(page).first();
    const id = await invoiceIdOf(first);
    expect(id).toMatch(/^ZRV\d{8}\d{3}$/);
    const status = first.getByRole('gridcell').nth(6);
    await expect(status).toHaveText(/^(Draft|Generated|Sent|Paid|Overdue|Cancelled)$/);
    await expect(status.locator('svg')).toBeVisible();
    await expect(first.getByRole('link', { name: `View ${id}` })).toHaveAttribute('href', `/admin/invoices/${id}`);
    await expect(first.getByRole('button', { name: `Download ${id} as PNG` })).toBeVisible();

    // Generating writes: last.
    const outstandingBefore = parseInt(
      (await invoiceFigure(page, 'Outstanding')
        .getByText(/^\d+ invoices?$/)
        .textContent())!,
      10,
    );
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `All Invoices (${SAMPLE_SIZES.invoices + 1})` })).toBeVisible();
    await expect(page.getByText('Invoice Generated')).toBeVisible();
    const message = page.getByText(/^Invoice ZRV\d{11,} generated and displayed immediately\.$/);
    await expect(message).toBeVisible();
    const generatedId = /ZRV\d{11,}/.exec((await message.textContent())!)![0];
    expect(generatedId.slice(3, 11)).toBe(compactToday());
    const top = invoiceRows(page).first();
    expect(await invoiceIdOf(top)).toBe(generatedId);
    await expect(top.getByRole('gridcell').nth(6)).toHaveText('Generated');
    await expect(invoiceFigure(page, 'Outstanding').getByText(/^\d+ invoices?$/)).toHaveText(`${outstandingBefore + 1} invoices`);

    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Type a command or search...').fill(generatedId);
    await page
      .getByRole('group', { name: 'Invoices' })
      .getByRole('option', { name: new RegExp(generatedId) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${generatedId}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoice status' })).toContainText('Draft invoice');
  });

  test("the PNG download is an 800 × 1000 image of the invoice with the letterhead, announced by a toast; search by id, client, services or status, case-insensitively; nothing found says so; search, sort and page live in the URL: a reload, a link (a row's View opens its invoice) and Back restore them; Back to Dashboard", async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/invoices');
    const pngRow = invoiceRows(page).first();
    const pngId = await invoiceIdOf(pngRow);
    const download = await downloadFrom(page, () => pngRow.getByRole('button', { name: `Download ${pngId} as PNG` }).click());
    expect(download.suggestedFilename()).toBe(`${pngId}.png`);
    await expect(page.getByText('Invoice Downloaded')).toBeVisible();
    await expect(page.getByText(`Invoice ${pngId} downloaded successfully.`)).toBeVisible();
    const png = await decodedPng(download);
    expect([png.width, png.height]).toEqual([800, 1000]);
    // The letterhead is a dark band across the top; the page below it is white paper with text on it.
    const [r, g, b] = pixel(png, 400, 10);
    expect(Math.max(r, g, b)).toBeLessThan(100);
    expect(pixel(png, 5, 990)).toEqual([255, 255, 255]);
    const ink = inkShare(png);
    expect(ink).toBeGreaterThan(0.12);
    expect(ink).toBeLessThan(0.5);

    await expect(page.getByRole('heading', { level: 2, name: ALL })).toBeVisible();
    const row = invoiceRows(page).nth(2);
    const id = await invoiceIdOf(row);
    const client = (await row.getByRole('gridcell').nth(1).textContent())!;
    const services = (await row.getByRole('gridcell').nth(4).textContent())!;

    await searchBox(page).fill(id.toLowerCase());
    await expect(page.getByRole('heading', { level: 2, name: 'All Invoices (1)' })).toBeVisible();
    await searchBox(page).fill(client.toUpperCase());
    await expect(invoiceRows(page).filter({ hasText: id })).toHaveCount(1);
    for (const shown of await invoiceRows(page).all())
      await expect(shown.getByRole('gridcell').nth(1)).toHaveText(new RegExp(client.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    await searchBox(page).fill(services.split(',')[0].toLowerCase());
    await expect(invoiceRows(page).filter({ hasText: id })).toHaveCount(1);
    // The table keeps the last answer until the search's own arrives (read once typing pauses).
    await searchBox(page).fill('OVERDUE');
    await expect(page).toHaveURL(/\?q=OVERDUE$/);
    await expect(invoiceRows(page).filter({ hasNotText: 'Overdue' })).toHaveCount(0);
    await expect(invoiceTableTitle(page)).not.toHaveText(ALL);
    for (const shown of await invoiceRows(page).all()) await expect(shown.getByRole('gridcell').nth(6)).toHaveText('Overdue');

    await searchBox(page).fill('zzqqxx');
    await expect(page.getByRole('heading', { level: 2, name: 'All Invoices (0)' })).toBeVisible();
    await expect(page.getByText('No invoices match "zzqqxx"')).toBeVisible();

    // The toast above names none of what the search checks.
    await searchBox(page).fill('a');
    await expect(page).toHaveURL(/\?q=a$/);
    await expect(invoiceTableTitle(page)).not.toHaveText('All Invoices (0)');
    const matches = await countIn(invoiceTableTitle(page));
    expect(matches).toBeGreaterThan(10);
    await page.getByRole('columnheader', { name: 'Amount' }).click();
    await page.getByRole('columnheader', { name: 'Amount' }).click();
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/\?q=a&sort=-total_amount&page=2$/);
    const firstOnPage2 = await invoiceIdOf(invoiceRows(page).first());

    await page.reload();
    await expect(searchBox(page)).toHaveValue('a');
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText(`11–${Math.min(20, matches)} of ${matches}`)).toBeVisible();
    expect(await invoiceIdOf(invoiceRows(page).first())).toBe(firstOnPage2);

    await invoiceRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${firstOnPage2}` })).toBeVisible();
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('a');
    expect(await invoiceIdOf(invoiceRows(page).first())).toBe(firstOnPage2);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('exports the shown invoices as CSV', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices?sort=id');
    await expect(page.getByRole('heading', { level: 2, name: ALL })).toBeVisible();
    const csv = await exportedCsv(page);
    expect(csv[0]).toEqual(['Invoice', 'Client', 'Date', 'Due Date', 'Services', 'Amount', 'Status']);
    expect(csv).toHaveLength(SAMPLE_SIZES.invoices + 1);
    const ids = csv.slice(1).map((row) => row[0]);
    expect(ids).toEqual([...ids].sort());
  });

  test('Generate Invoice from a searched list shows every invoice again, the new one first', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices?q=paid&page=2');
    await expect(invoiceTableTitle(page)).not.toHaveText(ALL);
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `All Invoices (${SAMPLE_SIZES.invoices + 1})` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/invoices$/);
    expect((await invoiceIdOf(invoiceRows(page).first())).slice(3, 11)).toBe(compactToday());
  });

  test('when the store refuses, Generate Invoice says "Failed to generate invoice" and adds nothing', async ({ page }) => {
    await failStoreCalls(page, { invoices: ['create'] });
    await openSignedIn(page, '/admin/invoices');
    await expect(page.getByRole('heading', { level: 2, name: ALL })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page.getByText('Failed to generate invoice')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ALL })).toBeVisible();
  });

  test('when the invoices cannot be loaded, the list says so and offers Retry', async ({ page }) => {
    await failStoreCalls(page, { invoices: ['list'] });
    await openSignedIn(page, '/admin/invoices');
    await expect(page.getByText('Invoices could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
