import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { compactToday, invoiceIdOf, invoiceRows } from './finance-helpers';
import { failStoreCalls, openSignedIn } from './session';

const summary = (page: Page) => page.getByRole('region', { name: 'Invoice Summary' });
/** A figure of the Invoice Summary: the value beside its label. */
const summaryValue = (page: Page, label: string) =>
  summary(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function chooseClient(page: Page, name: string) {
  const client = page.getByRole('combobox', { name: /^Client/ });
  await client.click();
  await client.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

async function chooseVat(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'VAT Rate' }).click();
  await page.getByRole('option', { name: option }).click();
}

/** 30 days from today, as a date input holds it. */
function dueInThirtyDays(): string {
  const due = new Date();
  due.setDate(due.getDate() + 30);
  return `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
}

/** A scheduled job (never billed) from the jobs list: its id and client. */
async function scheduledJob(page: Page): Promise<{ id: string; client: string }> {
  await openSignedIn(page, '/admin/jobs?sort=-pickup_date');
  await page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  const info = page.getByRole('region', { name: 'Job Information' });
  const id = (await info.locator('dd').first().textContent())!;
  const client = (await info.getByRole('link').first().textContent())!;
  await expect(page.getByRole('region', { name: 'Invoice Information' })).toContainText('No invoice has been generated for this job yet.');
  return { id, client };
}

test.describe('Generate New Invoice (/admin/invoices/new)', () => {
  test('the form: its cards and fields, VAT 20% and due in 30 days by default, the three VAT rates; Back to Invoices; asks before leaving with unsaved changes; Cancel without changes leaves at once', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/invoices/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Generate New Invoice' })).toBeVisible();
    for (const card of ['Invoice Details', 'Financial Details', 'Invoice Summary'])
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Client/ })).toBeVisible();
    await expect(page.getByLabel('Job ID')).toHaveAttribute('placeholder', 'JOB-2024-XXXX');
    await expect(page.getByLabel(/^Description/)).toBeVisible();
    await expect(page.getByLabel(/^Amount \(£\)/)).toHaveAttribute('step', '0.01');
    await expect(page.getByLabel('Due Date')).toHaveValue(dueInThirtyDays());
    await expect(page.getByLabel('Notes')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'VAT Rate' })).toHaveText('20% (Standard Rate)');
    await page.getByRole('combobox', { name: 'VAT Rate' }).click();
    await expect(page.getByRole('option')).toHaveText(['0% (VAT Exempt)', '5% (Reduced Rate)', '20% (Standard Rate)']);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);

    // Back on the form, untouched, through the list's New Invoice link.
    await page.getByRole('link', { name: 'New Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Generate New Invoice' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);
    await page.getByRole('link', { name: 'New Invoice' }).click();
    await page.getByLabel(/^Description/).fill('Storage');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/new$/);
    await expect(page.getByLabel(/^Description/)).toHaveValue('Storage');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);
  });

  test('the Invoice Summary shows net, VAT and total as the amount and rate change, at 20, 5 and 0 per cent; a job id that is not a real job is refused under the Job ID field, nothing typed is lost', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/invoices/new');
    await page.getByLabel(/^Amount/).fill('850');
    await expect(summaryValue(page, 'Net Amount')).toHaveText('£850.00');
    await expect(summaryValue(page, 'VAT (20%)')).toHaveText('£170.00');
    await expect(summaryValue(page, 'Total')).toHaveText('£1,020.00');
    await chooseVat(page, '5% (Reduced Rate)');
    await expect(summaryValue(page, 'VAT (5%)')).toHaveText('£42.50');
    await expect(summaryValue(page, 'Total')).toHaveText('£892.50');
    await chooseVat(page, '0% (VAT Exempt)');
    await expect(summaryValue(page, 'VAT (0%)')).toHaveText('£0.00');
    await expect(summaryValue(page, 'Total')).toHaveText('£850.00');
    // 123.45 × 20% = 24.69.
    await chooseVat(page, '20% (Standard Rate)');
    await page.getByLabel(/^Amount/).fill('123.45');
    await expect(summaryValue(page, 'VAT (20%)')).toHaveText('£24.69');
    await expect(summaryValue(page, 'Total')).toHaveText('£148.14');

    await chooseClient(page, (await firstClientName(page))!);
    await page.getByLabel(/^Description/).fill('Storage Services');
    await page.getByLabel(/^Amount/).fill('500');
    await page.getByLabel('Job ID').fill('JOB-2024-9999');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByRole('main').getByText('Job ID "JOB-2024-9999" does not exist')).toBeVisible();
    await expect(page.getByLabel('Job ID')).toBeFocused();
    await expect(page.getByLabel(/^Description/)).toHaveValue('Storage Services');
    await expect(page.getByLabel(/^Amount/)).toHaveValue('500');
  });

  test('missing client, description and amount: the "Validation Error" toast and the error on each field; a new invoice shows at once on its client\'s page, whose View link comes back to it', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/invoices/new');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    for (const message of ['Client is required', 'Description is required', 'Amount (£) is required'])
      await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Client/ })).toBeFocused();
    await page.getByLabel(/^Description/).fill('Storage Services');
    await expect(page.getByText('Description is required')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/invoices\/new$/);

    // The same form, completed (the description above kept).
    const client = (await firstClientName(page))!;
    await chooseClient(page, client);
    await page.getByLabel(/^Description/).fill('Storage Services');
    await page.getByLabel(/^Amount/).fill('500');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Invoice ZRV\d{11,}$/ });
    await expect(heading).toBeVisible();
    const id = (await heading.textContent())!.replace('Invoice ', '');
    await page.getByRole('region', { name: 'Bill To' }).getByRole('link', { name: client }).click();
    const recent = page.getByRole('table', { name: 'Recent invoices' });
    await expect(recent.getByRole('row', { name: new RegExp(id) })).toContainText('£600.00');
    await recent.getByRole('link', { name: `View ${id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
  });

  test('a valid invoice for a job: created, announced, opened, linked both ways with its job and shown in the lists', async ({ page }) => {
    const job = await scheduledJob(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('link', { name: 'New Invoice' }).click();
    await chooseClient(page, job.client);
    await page.getByLabel('Job ID').fill(job.id);
    await page.getByLabel(/^Description/).fill('Exhibition Setup, White Glove Delivery');
    await page.getByLabel(/^Amount/).fill('1234.56');
    await chooseVat(page, '5% (Reduced Rate)');
    await page.getByLabel('Notes').fill('Crates to be returned.');
    await page.getByRole('button', { name: 'Create Invoice' }).click();

    await expect(page.getByText('Invoice Created Successfully')).toBeVisible();
    const message = page.getByText(/^Invoice ZRV\d{11,} has been generated$/);
    const id = /ZRV\d{11,}/.exec((await message.textContent())!)![0];
    expect(id.slice(3, 11)).toBe(compactToday());
    await expect(page).toHaveURL(`/admin/invoices/${id}`);
    // 1,234.56 × 5% = 61.728 → 61.73.
    const services = page.getByRole('region', { name: 'Services Provided' });
    await expect(services.getByRole('row', { name: /^Subtotal/ })).toContainText('£1,234.56');
    await expect(services.getByRole('row', { name: /^VAT \(5%\)/ })).toContainText('£61.73');
    await expect(services.getByRole('row', { name: /^Total/ })).toContainText('£1,296.29');
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Crates to be returned.');

    await page.getByRole('region', { name: 'Invoice Details' }).getByRole('link', { name: job.id }).click();
    const invoiceCard = page.getByRole('region', { name: 'Invoice Information' });
    await expect(invoiceCard).toContainText(id);
    await expect(invoiceCard).toContainText('£1,296.29');
    await invoiceCard.getByRole('link', { name: 'View Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `All Invoices (${SAMPLE_SIZES.invoices + 1})` })).toBeVisible();
    expect(await invoiceIdOf(invoiceRows(page).first())).toBe(id);
  });

  test('when the store refuses: "Error" / "Failed to create invoice", and the form keeps what was typed', async ({ page }) => {
    await failStoreCalls(page, { invoices: ['create'] });
    await openSignedIn(page, '/admin/invoices/new');
    await chooseClient(page, (await firstClientName(page))!);
    await page.getByLabel(/^Description/).fill('Storage Services');
    await page.getByLabel(/^Amount/).fill('500');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page.getByText('Failed to create invoice')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/invoices\/new$/);
    await expect(page.getByLabel(/^Description/)).toHaveValue('Storage Services');
    await expect(page.getByRole('button', { name: 'Create Invoice' })).toBeEnabled();
  });
});

/** The first client the Client box offers. */
async function firstClientName(page: Page) {
  await page.getByRole('combobox', { name: /^Client/ }).click();
  const name = await page.getByRole('option').first().textContent();
  await page.keyboard.press('Escape');
  return name;
}
