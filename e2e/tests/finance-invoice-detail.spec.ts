import { expect, type Page, test } from '@playwright/test';

import { decodedPdf, downloadFrom, invoiceIdOf, invoiceRows, pounds } from './finance-helpers';
import { failStoreCalls, openSignedIn } from './session';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const statusCard = (page: Page) => page.getByRole('region', { name: 'Invoice status' });
/** A fact of a card: the value beside its label. */
const fact = (page: Page, title: string, label: string) =>
  card(page, title)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const servicesRow = (page: Page, label: RegExp) => card(page, 'Services Provided').getByRole('row', { name: label });

/** Opens the first invoice of the list with this status; returns its id and the amount the list shows. */
async function openInvoiceWithStatus(page: Page, status: string): Promise<{ id: string; amount: string; client: string }> {
  await openSignedIn(page, `/admin/invoices?q=${status.toLowerCase()}`);
  const row = invoiceRows(page)
    .filter({ has: page.getByRole('gridcell', { name: status, exact: true }) })
    .first();
  const id = await invoiceIdOf(row);
  const amount = (await row.getByRole('gridcell').nth(5).textContent())!;
  const client = (await row.getByRole('gridcell').nth(1).textContent())!;
  await row.getByRole('link', { name: `View ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
  return { id, amount, client };
}

/** What an unpaid invoice's status card and Payment Date say. */
async function expectUnpaid(page: Page, status: string, text: string) {
  await expect(statusCard(page)).toContainText(status);
  await expect(statusCard(page)).toContainText(text);
  await expect(fact(page, 'Payment Information', 'Payment Date')).toHaveText('Not paid yet');
}

test.describe('Invoice detail (/admin/invoices/{invoiceId})', () => {
  test("a paid invoice: status, From, Bill To, Invoice Details, Payment Information, services with subtotal, VAT and total, Notes; the invoice's job links to the job, whose card links back; Bill To links to the client; ?job= lists that job's invoice", async ({
    page,
  }) => {
    const { id, amount, client } = await openInvoiceWithStatus(page, 'Paid');
    await expect(page.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/admin/invoices');
    await expect(statusCard(page)).toContainText('Paid');
    await expect(statusCard(page).getByText(/^Paid on \d{2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(statusCard(page)).toContainText(amount);

    await expect(card(page, 'From')).toContainText('Zorvex Logistics Ltd');
    await expect(card(page, 'From')).toContainText('Unit 7, Riverside Trade Park, 48 Thames Road');
    await expect(card(page, 'From').getByRole('link', { name: '020 7946 0321' })).toBeVisible();
    const billTo = card(page, 'Bill To').getByRole('link', { name: client });
    await expect(billTo).toHaveAttribute('href', /^\/admin\/clients\/CLI-\d+$/);
    await expect(card(page, 'Bill To').getByRole('link', { name: /@/ })).toBeVisible();

    await expect(fact(page, 'Invoice Details', 'Invoice Number')).toHaveText(id);
    await expect(fact(page, 'Invoice Details', 'Job ID').getByRole('link')).toHaveAttribute('href', /^\/admin\/jobs\/JOB-\d{4}-\d{4}$/);
    await expect(fact(page, 'Invoice Details', 'Company Registration')).toHaveText('14287365');
    await expect(fact(page, 'Invoice Details', 'VAT Registration')).toHaveText('GB 318 4472 59');
    await expect(fact(page, 'Payment Information', 'Payment Terms')).toHaveText('Net 30 days');
    await expect(fact(page, 'Payment Information', 'Payment Method')).toHaveText(/^(Bank Transfer|Credit Card)$/);

    // Sample invoices are at 20%: VAT is a fifth of the subtotal, and the total is the list's amount.
    const subtotal = pounds(
      (await servicesRow(page, /^Subtotal/)
        .getByRole('cell')
        .last()
        .textContent())!,
    );
    const vat = pounds(
      (await servicesRow(page, /^VAT \(20%\)/)
        .getByRole('cell')
        .last()
        .textContent())!,
    );
    expect(vat).toBeCloseTo(subtotal * 0.2, 2);
    await expect(servicesRow(page, /^Total/)).toContainText(amount);
    expect(pounds(amount)).toBeCloseTo(subtotal + vat, 2);
    await expect(card(page, 'Notes')).toBeVisible();

    // The invoice's job links to the job, whose card links back.
    const jobLink = fact(page, 'Invoice Details', 'Job ID').getByRole('link');
    const jobId = (await jobLink.textContent())!;
    await jobLink.click();
    const invoiceCard = card(page, 'Invoice Information');
    await expect(invoiceCard).toContainText(id);
    await invoiceCard.getByRole('link', { name: 'View Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
    // Bill To links to the client.
    await billTo.click();
    await expect(page).toHaveURL(/\/admin\/clients\/CLI-\d+$/);

    await page.goto(`/admin/invoices?job=${jobId}`);
    await expect(page.getByRole('heading', { level: 2, name: `Invoices for ${jobId} (1)` })).toBeVisible();
    expect(await invoiceIdOf(invoiceRows(page).first())).toBe(id);
    await page.getByRole('link', { name: 'Show all invoices' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^All Invoices \(\d+\)$/ })).toBeVisible();
  });

  for (const [status, text] of [
    ['Sent', 'Awaiting payment'],
    ['Generated', 'Draft invoice'],
  ] as const) {
    test(`a ${status.toLowerCase()} invoice says "${text}"`, async ({ page }) => {
      await openInvoiceWithStatus(page, status);
      await expectUnpaid(page, status, text);
    });
  }

  test('an overdue invoice says "Payment overdue"; Download PDF shows its message and downloads a one-page PDF holding the invoice id and total', async ({
    page,
  }) => {
    const { id, amount } = await openInvoiceWithStatus(page, 'Overdue');
    await expectUnpaid(page, 'Overdue', 'Payment overdue');
    const download = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(download.suggestedFilename()).toBe(`${id}.pdf`);
    await expect(page.getByText(`Invoice ${id} downloaded as a PDF.`)).toBeVisible();
    const pdf = await decodedPdf(download);
    expect(pdf.pages).toBe(1);
    expect(pdf.text[0]).toContain(id);
    expect(pdf.text[0]).toContain(amount);
    expect(pdf.text[0]).toContain('ZORVEX LOGISTICS');
    expect(pdf.text[0]).toContain('Payment overdue');
  });

  test('a draft invoice says "Draft invoice"; Send Invoice marks a draft sent and says "Invoice {id} sent to {client}."; the list follows', async ({
    page,
  }) => {
    const { id, client } = await openInvoiceWithStatus(page, 'Draft');
    await expectUnpaid(page, 'Draft', 'Draft invoice');
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expect(page.getByText('Invoice Sent')).toBeVisible();
    await expect(page.getByText(`Invoice ${id} sent to ${client}.`)).toBeVisible();
    await expect(statusCard(page)).toContainText('Awaiting payment');
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await page.getByRole('searchbox').fill(id);
    await expect(invoiceRows(page).first().getByRole('gridcell').nth(6)).toHaveText('Sent');
  });

  test('Send Invoice: when the store refuses, "Failed to send invoice" and the status stays', async ({ page }) => {
    await failStoreCalls(page, { invoices: ['update'] });
    await openInvoiceWithStatus(page, 'Draft');
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expect(page.getByText('Failed to send invoice')).toBeVisible();
    await expect(statusCard(page)).toContainText('Draft invoice');
  });

  test('an unknown invoice shows "Invoice not found" with a way back', async ({ page }) => {
    await openSignedIn(page, '/admin/invoices/ZRV19990101001');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
    await expect(page.getByText('There is no invoice "ZRV19990101001".')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
  });

  for (const path of ['/admin/invoices/ZRV20250821001/edit', '/admin/reports/monthly']) {
    test(`${path} is the portal's 404`, async ({ page }) => {
      await openSignedIn(page, path);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    });
  }
});

test.describe("A job's invoices", () => {
  test("the dashboard's invoice link of a completed job lists that job's one invoice, even one just generated on the job page", async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Invoice for JOB-/ }) })
      .first();
    const jobId = /JOB-\d{4}-\d{4}/.exec((await item.getByRole('link', { name: /^Invoice for / }).getAttribute('aria-label'))!)![0];
    await item.getByRole('link', { name: new RegExp(`^${jobId}`) }).click();
    await expect(page).toHaveURL(`/admin/jobs/${jobId}`);
    const invoiceCard = card(page, 'Invoice Information');
    const generate = invoiceCard.getByRole('button', { name: 'Generate Invoice' });
    await expect(invoiceCard.getByRole('link', { name: 'View Invoice' }).or(generate)).toBeVisible();
    if (await generate.isVisible()) await generate.click();
    const invoiceNumber = invoiceCard.locator('dd').first();
    await expect(invoiceNumber).toHaveText(/^ZRV\d{11,}$/);
    const id = (await invoiceNumber.textContent())!;

    // Back to the dashboard through the app (the store lives in the page), then its invoice link.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: `Invoice for ${jobId}` }).click();
    await expect(page).toHaveURL(`/admin/invoices?job=${jobId}`);
    await expect(page.getByRole('heading', { level: 2, name: `Invoices for ${jobId} (1)` })).toBeVisible();
    const row = invoiceRows(page).first();
    expect(await invoiceIdOf(row)).toBe(id);
    await row.getByRole('link', { name: `View ${id}` }).click();
    await expect(fact(page, 'Invoice Details', 'Job ID')).toHaveText(jobId);
  });
});
