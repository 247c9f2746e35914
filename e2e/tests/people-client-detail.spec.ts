import { expect, type Page, test } from '@playwright/test';

import { downloadedText, figure, gridRows } from './people-helpers';
import { openSignedIn } from './session';

const kpi = (page: Page, title: string) => figure(page, 'Client figures', title);
const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;

/**
 * Generates an invoice on the earliest job (completed long ago, not yet billed), then opens its
 * client from the job page. Returns the invoice id, the job id and the client's company.
 */
async function billOldestJobAndOpenClient(page: Page) {
  await openSignedIn(page, '/admin/jobs?sort=pickup_date');
  await gridRows(page)
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  const jobId = page.url().split('/').pop()!;
  const invoiceCard = page.getByRole('region', { name: 'Invoice Information' });
  await invoiceCard.getByRole('button', { name: 'Generate Invoice' }).click();
  const invoiceId = (await invoiceCard.getByText(/^ZRV\d+$/).textContent())!;
  const client = page.getByRole('region', { name: 'Job Information' }).getByRole('link');
  const company = (await client.textContent())!;
  await client.click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  return { invoiceId, jobId, company };
}

test.describe('Client detail (/admin/clients/{clientId})', () => {
  test('header: avatar, company, id, Edit Client and Generate Report; the four cards; contact and account details', async ({ page }) => {
    await openSignedIn(page, '/admin/clients/CLI-001');
    await expect(page.getByRole('heading', { level: 1, name: 'Harrowgate Museum of Decorative Arts' })).toBeVisible();
    await expect(page.getByText('Client ID: CLI-001')).toBeVisible();
    await expect(page.getByText('HM', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Client' })).toHaveAttribute('href', '/admin/clients/CLI-001/edit');
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();
    await expect(kpi(page, 'Total Spent')).toContainText(/£[\d,]+/);
    await expect(kpi(page, 'Total Jobs')).toContainText('Completed jobs');
    await expect(kpi(page, 'Avg Job Value')).toContainText(/£[\d,]+/);
    await expect(kpi(page, 'Status')).toContainText('Active');
    const contact = page.getByRole('region', { name: 'Contact Information' });
    for (const label of ['Primary Contact', 'Email', 'Office Phone', 'Mobile', 'Business Address'])
      await expect(contact).toContainText(label);
    await expect(contact.getByRole('link', { name: /@harrowgatemuseum\.org\.uk$/ })).toHaveAttribute('href', /^mailto:/);
    const account = page.getByRole('region', { name: 'Account Details' });
    for (const label of ['Client Type', 'Payment Terms', 'Registration Date', 'Last Job Date']) await expect(account).toContainText(label);
    await expect(account).toContainText('Museum');
    await expect(account).toContainText('Net 30 days');
    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });

  test('Generate Report downloads {company}_report.json: the client with its totals, its invoices and the time it was made', async ({
    page,
  }) => {
    const { invoiceId, jobId, company } = await billOldestJobAndOpenClient(page);
    const clientId = page.url().split('/').pop()!;
    const before = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${company.split(/\W/)[0]}\\w*_report\\.json$`));
    const report = JSON.parse(await downloadedText(download));
    expect(Object.keys(report).sort()).toEqual(['client', 'generatedAt', 'invoices']);
    expect(report.client).toMatchObject({ id: clientId, company_name: company, status: 'active' });
    expect(Date.parse(report.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(report.generatedAt)).toBeLessThanOrEqual(Date.now());
    expect(report.invoices[0]).toMatchObject({ id: invoiceId, job_id: jobId, client_id: clientId, status: 'generated' });
    expect(report.invoices.every((invoice: { client_id: string }) => invoice.client_id === clientId)).toBe(true);

    // The cards show the report's figures; the average is total spent over jobs, rounded down.
    const { total_spent, total_jobs, average_job_value } = report.client;
    expect(total_jobs).toBeGreaterThan(0);
    expect(average_job_value).toBe(Math.floor(total_spent / total_jobs));
    await expect(kpi(page, 'Total Spent')).toContainText(pounds(total_spent));
    await expect(kpi(page, 'Total Jobs')).toContainText(String(total_jobs));
    await expect(kpi(page, 'Avg Job Value')).toContainText(pounds(average_job_value));
    await expect(page.getByText('Report Generated')).toBeVisible();
  });

  test('the report file is named after the company (Ashcombe_Leigh_Auctioneers_report.json)', async ({ page }) => {
    await openSignedIn(page, '/admin/clients/CLI-003');
    await expect(page.getByRole('heading', { level: 1, name: 'Ashcombe & Leigh Auctioneers' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate Report' }).click()]);
    expect(download.suggestedFilename()).toBe('Ashcombe_Leigh_Auctioneers_report.json');
    expect(JSON.parse(await downloadedText(download)).client).toMatchObject({
      id: 'CLI-003',
      company_name: 'Ashcombe & Leigh Auctioneers',
    });
  });

  test('Recent Invoices: a new invoice shows at once, first; at most ten; View goes to /admin/invoices/{id}; Download saves it; View All Invoices', async ({
    page,
  }) => {
    const { invoiceId, jobId } = await billOldestJobAndOpenClient(page);
    const table = page.getByRole('table', { name: 'Recent invoices' });
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeLessThanOrEqual(11);
    const first = rows.nth(1);
    await expect(first).toContainText(invoiceId);
    await expect(first).toContainText(jobId);
    await expect(first).toContainText('Generated');
    await expect(first.getByRole('link', { name: `View ${invoiceId}` })).toHaveAttribute('href', `/admin/invoices/${invoiceId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('button', { name: `Download ${invoiceId}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoiceId}.json`);
    expect(JSON.parse(await downloadedText(download))).toMatchObject({ id: invoiceId, job_id: jobId });
    await expect(page.getByText(`Invoice ${invoiceId} downloaded successfully.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Invoices' })).toHaveAttribute('href', '/admin/invoices');
  });

  test('an unknown id: "Client Not Found", "The requested client could not be found." and Back to Clients', async ({ page }) => {
    await openSignedIn(page, '/admin/clients/CLI-999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Not Found' })).toBeVisible();
    await expect(page.getByText('The requested client could not be found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
  });
});
