import { expect, type Page, test } from '@playwright/test';

import { exportCsv } from './csvExport';
import { recordScripts } from './downloadedModules';
import { countIn, figure, gridRows } from './people-helpers';
import { failStoreCalls, openSignedIn } from './session';

const PLACEHOLDER = 'Search by company name, contact, email, or type...';
const searchBox = (page: Page) => page.getByRole('searchbox', { name: PLACEHOLDER });
const tableTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^All Clients \(\d+\)$/ });
const kpi = (page: Page, title: string) => figure(page, 'Client figures', title);

test.describe('Clients list (/admin/clients)', () => {
  test('is its own chunk: opening the list downloads neither a form nor the client page; "Client Management": Add New Client and the four summary cards; the table: seven columns, initials, company and contact, contact details, type and status, revenue, jobs, last job, View and Edit', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openSignedIn(page, '/admin/clients');
    await expect(page.getByRole('heading', { level: 2, name: 'All Clients (387)' })).toBeVisible();
    const modules = scripts.modulesOf('mfe-people');
    expect(modules).toContain('mfe-people/src/clients-list/ClientsListPage.tsx');
    expect(modules.filter((name) => /client-form|client-detail|driver/.test(name))).toEqual([]);

    await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Client' })).toHaveAttribute('href', '/admin/clients/new');
    await expect(kpi(page, 'Total Clients')).toContainText('387');
    await expect(kpi(page, 'Active Clients')).toContainText('387');
    await expect(kpi(page, 'Active Clients')).toContainText('100% of total');

    // Revenue, worked out here from the Revenue column of every exported client.
    const { records } = await exportCsv(page);
    const total = records.reduce((sum, record) => sum + Number(record.Revenue.replace(/[£,]/g, '')), 0);
    expect(records).toHaveLength(387);
    await expect(kpi(page, 'Total Revenue')).toContainText(`£${(total / 1_000_000).toFixed(1)}M`);
    await expect(kpi(page, 'Average Revenue')).toContainText(`£${Math.round(total / 387).toLocaleString('en-GB')}`);

    await expect(tableTitle(page)).toHaveText('All Clients (387)');
    await expect(searchBox(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Client Information',
      'Contact Details',
      'Type & Status',
      'Revenue',
      'Jobs',
      'Last Job',
      'Actions',
    ]);
    await expect(gridRows(page)).toHaveCount(10);
    const first = gridRows(page).filter({ hasText: 'Harrowgate Museum of Decorative Arts' }).first();
    await expect(first).toContainText('HM');
    await expect(first).toContainText(/@harrowgatemuseum\.org\.uk/);
    await expect(first).toContainText(/[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}/);
    await expect(first).toContainText('Museum');
    await expect(first).toContainText('Active');
    await expect(first).toContainText(/£[\d,]+\.\d{2}/);
    const view = first.getByRole('link', { name: 'View Harrowgate Museum of Decorative Arts' });
    await expect(view).toHaveAttribute('href', '/admin/clients/CLI-001');
    await expect(first.getByRole('link', { name: 'Edit Harrowgate Museum of Decorative Arts' })).toHaveAttribute(
      'href',
      '/admin/clients/CLI-001/edit',
    );
    await view.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harrowgate Museum of Decorative Arts' })).toBeVisible();
  });

  test('search by company, contact, e-mail or type, case-insensitively; search, sort and page live in the URL: a reload, a link and Back restore them; Back to Dashboard', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/clients');
    await expect(tableTitle(page)).toHaveText('All Clients (387)');
    await searchBox(page).fill('auction house');
    await expect(tableTitle(page)).not.toHaveText('All Clients (387)');
    const byType = await countIn(tableTitle(page));
    expect(byType).toBeGreaterThan(0);
    for (const row of await gridRows(page).all()) await expect(row).toContainText('Auction House');
    await searchBox(page).fill('AUCTION HOUSE');
    await expect(tableTitle(page)).toHaveText(`All Clients (${byType})`);
    await expect(page).toHaveURL(/\?q=AUCTION\+HOUSE$/);

    const contact = (await gridRows(page).first().getByRole('gridcell').first().locator('span').nth(1).textContent())!;
    await searchBox(page).fill(contact.toLowerCase());
    await expect(gridRows(page).filter({ hasText: contact }).first()).toBeVisible();
    await searchBox(page).fill('NORTHBANKSTUDIOS.CO.UK');
    await expect(gridRows(page).first()).toContainText('Northbank Studios');
    await searchBox(page).fill('zzqqxx');
    await expect(tableTitle(page)).toHaveText('All Clients (0)');
    await expect(page.getByText('No clients match "zzqqxx"')).toBeVisible();

    // The table keeps the last answer until the search's own arrives (read once typing pauses).
    await searchBox(page).fill('gallery');
    await expect(page).toHaveURL(/\?q=gallery$/);
    await expect(tableTitle(page)).not.toHaveText('All Clients (0)');
    const matches = await countIn(tableTitle(page));
    await page.getByRole('columnheader', { name: 'Revenue' }).click();
    await page.getByRole('columnheader', { name: 'Revenue' }).click();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/\?q=gallery&sort=-total_revenue&page=2$/);
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    const firstOnPage2 = await gridRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .getAttribute('href');

    await page.reload();
    await expect(searchBox(page)).toHaveValue('gallery');
    await expect(page.getByRole('columnheader', { name: 'Revenue' })).toHaveAttribute('aria-sort', 'descending');
    await expect(
      gridRows(page)
        .first()
        .getByRole('link', { name: /^View / }),
    ).toHaveAttribute('href', firstOnPage2!);

    await gridRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Invoices' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(`11–20 of ${matches}`)).toBeVisible();
    await expect(
      gridRows(page)
        .first()
        .getByRole('link', { name: /^View / }),
    ).toHaveAttribute('href', firstOnPage2!);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('exports the filtered, sorted clients as CSV', async ({ page }) => {
    await openSignedIn(page, '/admin/clients?q=museum&sort=company_name');
    await expect(tableTitle(page)).not.toHaveText('All Clients (387)');
    const count = await countIn(tableTitle(page));
    const { fileName, header, records } = await exportCsv(page);
    expect(fileName).toBe('clients.csv');
    expect(header).toEqual(['Company', 'Contact', 'Email', 'Phone', 'Postcode', 'Type', 'Status', 'Revenue', 'Jobs', 'Last Job']);
    expect(records).toHaveLength(count);
    const names = records.map((record) => record.Company);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  test('a job links to its client, and the client page is the one the list opens', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs');
    const info = page.getByRole('region', { name: 'Job Information' });
    await gridRows(page)
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    const client = info.getByRole('link');
    const company = (await client.textContent())!;
    const href = (await client.getAttribute('href'))!;
    await client.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  });

  test('when the clients cannot be loaded: a message and Retry', async ({ page }) => {
    await failStoreCalls(page, { clients: ['list'] });
    await openSignedIn(page, '/admin/clients');
    await expect(page.getByText('Clients could not be loaded')).toBeVisible();
    await expect(kpi(page, 'Total Clients')).toContainText('—');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Clients could not be loaded')).toBeVisible();
  });
});
