import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { renderScreen, SAMPLE_SIZES } from 'shared-contracts/testing';

import { downloadInvoice } from '../invoice-document/downloadInvoice';
import { FIXTURE_CLIENTS, FIXTURE_INVOICES, fixtureProvider, holdWrites, renderFinance } from '../testing/financeFixture';
import InvoicesListPage from './InvoicesListPage';

jest.mock('../invoice-document/downloadInvoice', () => ({ downloadInvoice: jest.fn(() => Promise.resolve()) }));

const renderList = (url = '/admin/invoices', provider: DataProvider = fixtureProvider()) =>
  renderFinance(<InvoicesListPage />, { path: '/admin/invoices', url, provider });
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
/** The invoice id each row shows, top to bottom. */
const rowIds = () => dataRows().map((row) => /ZRV\d{11,}/.exec(row.textContent ?? '')?.[0]);
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search invoices...' });
/** Waits for the table's title, then for its rows (the grid draws them a moment later). */
async function listShown(title: string, rows: number) {
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  await waitFor(() => expect(dataRows()).toHaveLength(rows));
}

jest.setTimeout(20_000);

describe('InvoicesListPage', () => {
  it('shows "Invoice Management", Back to Dashboard, Generate Invoice and the four figures with invoice counts', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'New Invoice' })).toHaveAttribute('href', '/admin/invoices/new');
    expect(screen.getByRole('button', { name: 'Generate Invoice' })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'All Invoices (5)' })).toBeInTheDocument();
    // Paid 1,020; outstanding 600 + 1,050 + 200; overdue 1,050; total revenue leaves out the cancelled 3,600.
    expect(within(kpi('Total Revenue')).getByText('£2,870')).toBeInTheDocument();
    expect(within(kpi('Total Revenue')).getByText('4 invoices')).toBeInTheDocument();
    expect(within(kpi('Paid')).getByText('£1,020')).toBeInTheDocument();
    expect(within(kpi('Paid')).getByText('1 invoice')).toBeInTheDocument();
    expect(within(kpi('Outstanding')).getByText('£1,850')).toBeInTheDocument();
    expect(within(kpi('Outstanding')).getByText('3 invoices')).toBeInTheDocument();
    expect(within(kpi('Overdue')).getByText('£1,050')).toBeInTheDocument();
    expect(within(kpi('Overdue')).getByText('1 invoice')).toBeInTheDocument();
  });

  it('reads the figures as counts and totals per status, and the table one page at a time', async () => {
    const provider = fixtureProvider();
    const aggregate = jest.spyOn(provider, 'aggregate');
    const getList = jest.spyOn(provider, 'getList');
    renderList('/admin/invoices?size=25', provider);
    await listShown('All Invoices (5)', 5);
    expect(aggregate.mock.calls).toEqual([['invoices', { groupBy: 'status', sum: ['total_amount'] }, { signal: expect.any(AbortSignal) }]]);
    expect(getList.mock.calls).toEqual([
      [
        'invoices',
        { q: '', filter: undefined, sort: undefined, order: undefined, page: 1, perPage: 25 },
        { signal: expect.any(AbortSignal) },
      ],
    ]);
  });

  it('lists every sample invoice', async () => {
    renderScreen(<InvoicesListPage />, { path: '/admin/invoices', url: '/admin/invoices' });
    expect(await screen.findByRole('heading', { name: `All Invoices (${SAMPLE_SIZES.invoices})` })).toBeInTheDocument();
  });

  it('shows the eight columns; Amount is the total, Status has its icon and label; View and Download on each row', async () => {
    renderList();
    await listShown('All Invoices (5)', 5);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Invoice',
      'Client',
      'Date',
      'Due Date',
      'Services',
      'Amount',
      'Status',
      'Actions',
    ]);
    expect(rowIds()).toEqual(FIXTURE_INVOICES.map((invoice) => invoice.id));
    const row = dataRows()[2];
    expect(row).toHaveTextContent('ZRV20250803001');
    expect(row).toHaveTextContent('Harbour Fine Art');
    expect(row).toHaveTextContent('03 Aug 2025');
    expect(row).toHaveTextContent('02 Sep 2025');
    expect(row).toHaveTextContent('White Glove Delivery');
    expect(row).toHaveTextContent('£1,050.00');
    // The status label, with its icon just before it.
    expect(within(row).getByText('Overdue').previousElementSibling?.tagName).toBe('svg');
    expect(within(row).getByRole('link', { name: 'View ZRV20250803001' })).toHaveAttribute('href', '/admin/invoices/ZRV20250803001');
    expect(within(row).getByRole('button', { name: 'Download ZRV20250803001 as PNG' })).toBeInTheDocument();
  });

  it.each([
    ['an id', 'zrv20250804', ['ZRV20250804001']],
    ['a client', 'NORTHBANK', ['ZRV20250804001', 'ZRV20250802001']],
    ['a service', 'white glove', ['ZRV20250803001']],
    ['a status', 'Overdue', ['ZRV20250803001']],
  ])('searches by %s, case-insensitively, and keeps the search in the URL', async (_what, query, ids) => {
    const user = userEvent.setup();
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'All Invoices (5)' });
    await user.type(searchBox(), query);
    await listShown(`All Invoices (${ids.length})`, ids.length);
    expect(rowIds()).toEqual(ids);
    await waitFor(() => expect(location()).toBe(`/admin/invoices?${new URLSearchParams({ q: query })}`));
  });

  it('says so when nothing matches', async () => {
    renderList('/admin/invoices?q=zzq');
    expect(await screen.findByRole('heading', { name: 'All Invoices (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No invoices match "zzq"')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('zzq');
  });

  it("?job= lists that job's invoices only, with links to the job and back to every invoice", async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const getList = jest.spyOn(provider, 'getList');
    const { location } = renderList('/admin/invoices?job=JOB-2025-0001', provider);
    await listShown('Invoices for JOB-2025-0001 (1)', 1);
    expect(rowIds()).toEqual(['ZRV20250805001']);
    expect(getList).toHaveBeenCalledWith(
      'invoices',
      expect.objectContaining({ filter: { job_id: 'JOB-2025-0001' }, page: 1, perPage: 10 }),
      { signal: expect.any(AbortSignal) },
    );
    // The figures stay those of every invoice.
    expect(within(kpi('Total Revenue')).getByText('4 invoices')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JOB-2025-0001' })).toHaveAttribute('href', '/admin/jobs/JOB-2025-0001');
    await user.click(screen.getByRole('link', { name: 'Show all invoices' }));
    expect(location()).toBe('/admin/invoices');
    expect(await screen.findByRole('heading', { name: 'All Invoices (5)' })).toBeInTheDocument();
  });

  it('?job= for a job with no invoice says so', async () => {
    renderList('/admin/invoices?job=JOB-2025-0999');
    expect(await screen.findByRole('heading', { name: 'Invoices for JOB-2025-0999 (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No invoices for job JOB-2025-0999 yet.')).toBeInTheDocument();
  });

  it('sorts by a column and restores sort and page from the URL', async () => {
    renderList('/admin/invoices?sort=-total_amount');
    await listShown('All Invoices (5)', 5);
    expect(rowIds()).toEqual(['ZRV20250801001', 'ZRV20250803001', 'ZRV20250805001', 'ZRV20250804001', 'ZRV20250802001']);
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('Generate Invoice', () => {
  it('adds a random generated invoice for an active client at the top at once, says so, and the figures follow', async () => {
    const user = userEvent.setup();
    const { provider } = renderList();
    await screen.findByRole('heading', { name: 'All Invoices (5)' });
    await user.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    await listShown('All Invoices (6)', 6);
    const [created] = (await provider.getList('invoices', { perPage: 1 })).data;
    expect(created.id).toBe('ZRV20250821001');
    expect(created).toMatchObject({ status: 'generated', payment_date: null, payment_method: null, vat_rate: 20 });
    // CLI-003 is inactive.
    expect(['CLI-001', 'CLI-002']).toContain(created.client_id);
    expect(rowIds()[0]).toBe('ZRV20250821001');
    expect(await screen.findByText('Invoice Generated')).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250821001 generated and displayed immediately.')).toBeInTheDocument();
    expect(await within(kpi('Outstanding')).findByText('4 invoices')).toBeInTheDocument();
    expect(within(kpi('Total Revenue')).getByText('5 invoices')).toBeInTheDocument();
  });

  it('reads one client to bill, never the whole client list', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const getList = jest.spyOn(provider, 'getList');
    renderList('/admin/invoices', provider);
    await screen.findByRole('heading', { name: 'All Invoices (5)' });
    await user.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    await listShown('All Invoices (6)', 6);
    const clientReads = getList.mock.calls.filter(([resource]) => resource === 'clients');
    expect(clientReads).toHaveLength(1);
    expect(clientReads[0][1]).toMatchObject({ filter: { status: 'active' }, perPage: 1 });
  });

  it('from a searched or filtered list, goes back to every invoice to show the new one at the top', async () => {
    const user = userEvent.setup();
    const { location } = renderList('/admin/invoices?job=JOB-2025-0001&q=paid');
    await screen.findByRole('heading', { name: 'Invoices for JOB-2025-0001 (1)' });
    await user.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    await listShown('All Invoices (6)', 6);
    expect(location()).toBe('/admin/invoices');
    expect(rowIds()[0]).toBe('ZRV20250821001');
  });

  it('stays focusable while it works, says "Generating..." and ignores a second press', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const { release, calls: create } = holdWrites(provider, 'create');
    renderList('/admin/invoices', provider);
    await screen.findByRole('heading', { name: 'All Invoices (5)' });
    await user.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    release();
    await listShown('All Invoices (6)', 6);
    expect(screen.getByRole('button', { name: 'Generate Invoice' })).not.toHaveAttribute('aria-disabled');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('says "Failed to generate invoice" when the provider refuses', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderList('/admin/invoices', fixtureProvider({ failures: { invoices: ['create'] } }));
    await screen.findByRole('heading', { name: 'All Invoices (5)' });
    await user.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    expect(await screen.findByText('Failed to generate invoice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Invoices (5)' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('PNG download', () => {
  it('draws the invoice with its client and says "Invoice Downloaded"', async () => {
    const user = userEvent.setup();
    renderList();
    await listShown('All Invoices (5)', 5);
    await user.click(screen.getByRole('button', { name: 'Download ZRV20250804001 as PNG' }));
    expect(await screen.findByText('Invoice Downloaded')).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250804001 downloaded successfully.')).toBeInTheDocument();
    expect(downloadInvoice).toHaveBeenCalledWith('png', FIXTURE_INVOICES[1], expect.objectContaining(FIXTURE_CLIENTS[1]));
  });

  it('says "Download Failed" when the image cannot be made', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(downloadInvoice).mockRejectedValueOnce(new Error('no canvas'));
    renderList();
    await listShown('All Invoices (5)', 5);
    await user.click(screen.getByRole('button', { name: 'Download ZRV20250804001 as PNG' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250804001 could not be downloaded.')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('InvoicesListPage while loading and on failure', () => {
  it('shows dashes and a loading table until the invoices arrive', async () => {
    renderList();
    expect(within(kpi('Paid')).getAllByText('—')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'All Invoices' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Invoices (5)' })).toBeInTheDocument();
  });

  it('offers Retry when the invoices cannot be loaded, the figures still shown', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    renderList('/admin/invoices', provider);
    expect(await screen.findByText('Invoices could not be loaded')).toBeInTheDocument();
    expect(await within(kpi('Paid')).findByText('£1,020')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Invoices (5)' })).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, with their own Retry, the table still shown', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    renderList('/admin/invoices', provider);
    expect(await screen.findByText('The invoice figures could not be loaded.')).toBeInTheDocument();
    expect(within(kpi('Paid')).getAllByText('—')).toHaveLength(2);
    await listShown('All Invoices (5)', 5);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(kpi('Paid')).findByText('£1,020')).toBeInTheDocument();
    expect(screen.queryByText('The invoice figures could not be loaded.')).not.toBeInTheDocument();
  });

  it('when both fail, one Retry reads both again', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    renderList('/admin/invoices', provider);
    expect(await screen.findByText('Invoices could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('The invoice figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await listShown('All Invoices (5)', 5);
    expect(await within(kpi('Paid')).findByText('£1,020')).toBeInTheDocument();
  });

  it('offers a viewer neither New Invoice nor Generate Invoice', async () => {
    renderList('/admin/invoices', fixtureProvider({ session: () => ({ email: 'viewer@test', name: 'Victor Lane', role: 'viewer' }) }));
    await listShown('All Invoices (5)', 5);
    expect(screen.queryByRole('link', { name: 'New Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Invoice' })).not.toBeInTheDocument();
  });
});
