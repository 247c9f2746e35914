import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Client, Invoice, Job } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import ClientsListPage from './ClientsListPage';

jest.setTimeout(40_000);

const renderList = (url = '/admin/clients', provider: DataProvider = freshProvider()) =>
  renderScreen(<ClientsListPage />, { path: '/admin/clients', url, provider });
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

/**
 * Three clients, one inactive: Kestrel has two completed jobs (1,200 + 800.50) and a live one
 * (not revenue), Marlowe one completed job (3,000) and an invoice for no job (499.50); Thameside nothing.
 * Revenue 2,000.50 + 3,499.50 = 5,500; average 5,500 / 3 = 1,833.33, shown as £1,833; active 2 of 3 = 67%.
 */
function smallProvider() {
  const data = sampleData();
  const client = (id: string, company_name: string, status: Client['status'], client_type: Client['client_type']): Client => ({
    ...data.clients[0],
    id,
    company_name,
    contact_name: `${company_name} Contact`,
    email: `office@${id.toLowerCase()}.co.uk`,
    status,
    client_type,
  });
  const job = (id: string, client_id: string, status: Job['status'], total_amount: number, pickup_date: string): Job => ({
    ...data.jobs[0],
    id,
    client_id,
    status,
    total_amount,
    pickup_date,
  });
  const invoice: Invoice = { ...data.invoices[0], id: 'ZRV20250801001', job_id: null, client_id: 'CLI-002', status: 'paid', amount: 499.5 };
  return createSampleProvider({
    ...data,
    clients: [
      client('CLI-001', 'Kestrel Property Partners', 'active', 'property'),
      client('CLI-002', 'Marlowe & Finch', 'active', 'retail'),
      client('CLI-003', 'Thameside Estates', 'inactive', 'event_organizer'),
    ],
    jobs: [
      job('JOB-2025-0001', 'CLI-001', 'completed', 1200, '2025-07-01'),
      job('JOB-2025-0002', 'CLI-001', 'completed', 800.5, '2025-07-15'),
      job('JOB-2025-0003', 'CLI-001', 'in_progress', 5000, '2025-08-21'),
      job('JOB-2025-0004', 'CLI-002', 'completed', 3000, '2025-06-30'),
    ],
    invoices: [invoice],
  });
}

describe('ClientsListPage', () => {
  it('shows "Client Management", Back to Dashboard, Add New Client and the sample\'s client counts', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Add New Client' })).toHaveAttribute('href', '/admin/clients/new');
    expect(await screen.findByRole('heading', { name: `All Clients (${SAMPLE_SIZES.clients})` })).toBeInTheDocument();
    expect(await within(kpi('Total Clients')).findByText('387')).toBeInTheDocument();
    expect(within(kpi('Active Clients')).getByText('387')).toBeInTheDocument();
    expect(within(kpi('Active Clients')).getByText('100% of total')).toBeInTheDocument();
  });

  it('sums revenue from completed jobs and unbilled invoices: total compact, average per client', async () => {
    renderList('/admin/clients', smallProvider());
    await screen.findByRole('heading', { name: 'All Clients (3)' });
    expect(await within(kpi('Active Clients')).findByText('2')).toBeInTheDocument();
    expect(within(kpi('Active Clients')).getByText('67% of total')).toBeInTheDocument();
    expect(within(kpi('Total Revenue')).getByText('£5.5k')).toBeInTheDocument();
    expect(within(kpi('Average Revenue')).getByText('£1,833')).toBeInTheDocument();
  });

  it('shows the seven columns: initials, company and contact; contact details; type and status; revenue, jobs, last job; View and Edit', async () => {
    renderList('/admin/clients', smallProvider());
    await screen.findByRole('heading', { name: 'All Clients (3)' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Client Information',
      'Contact Details',
      'Type & Status',
      'Revenue',
      'Jobs',
      'Last Job',
      'Actions',
    ]);
    const kestrel = await screen.findByRole('row', { name: /Kestrel Property Partners/ });
    expect(within(kestrel).getByText('KP')).toBeInTheDocument();
    expect(within(kestrel).getByText('Kestrel Property Partners Contact')).toBeInTheDocument();
    expect(within(kestrel).getByText('office@cli-001.co.uk')).toBeInTheDocument();
    expect(within(kestrel).getByText(sampleData().clients[0].phone)).toBeInTheDocument();
    expect(within(kestrel).getByText(sampleData().clients[0].postcode)).toBeInTheDocument();
    expect(within(kestrel).getByText('Property')).toBeInTheDocument();
    expect(within(kestrel).getByText('Active')).toBeInTheDocument();
    expect(within(kestrel).getByText('£2,000.50')).toBeInTheDocument();
    expect(within(kestrel).getByText('2')).toBeInTheDocument();
    expect(within(kestrel).getByText('21 Aug 2025')).toBeInTheDocument();
    expect(within(kestrel).getByRole('link', { name: 'View Kestrel Property Partners' })).toHaveAttribute('href', '/admin/clients/CLI-001');
    expect(within(kestrel).getByRole('link', { name: 'Edit Kestrel Property Partners' })).toHaveAttribute(
      'href',
      '/admin/clients/CLI-001/edit',
    );
    const thameside = screen.getByRole('row', { name: /Thameside Estates/ });
    expect(within(thameside).getByText('Event Organizer')).toBeInTheDocument();
    expect(within(thameside).getByText('Inactive')).toBeInTheDocument();
    expect(within(thameside).getByText('No jobs yet')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Marlowe/ })).getByText('MF')).toBeInTheDocument();
  });

  it('searches by company, contact, e-mail or type label, case-insensitively', async () => {
    const user = userEvent.setup();
    const { location } = renderList('/admin/clients', smallProvider());
    await screen.findByRole('heading', { name: 'All Clients (3)' });
    const box = screen.getByRole('searchbox', { name: 'Search by company name, contact, email, or type...' });
    const search = async (text: string) => {
      await user.clear(box);
      await user.click(box);
      await user.paste(text);
      await waitFor(() => expect(location()).toBe(`/admin/clients?${new URLSearchParams({ q: text })}`));
    };
    await search('EVENT ORGANIZER');
    expect(await screen.findByRole('heading', { name: 'All Clients (1)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Thameside Estates/ })).toBeInTheDocument();
    expect(location()).toBe('/admin/clients?q=EVENT+ORGANIZER');
    for (const [query, company] of [
      ['marlowe', /Marlowe & Finch/],
      ['kestrel property partners contact', /Kestrel/],
      ['office@cli-003', /Thameside/],
    ] as const) {
      await search('zzq');
      expect(await screen.findByText('No clients match "zzq"')).toBeInTheDocument();
      await search(query);
      expect(await screen.findByRole('heading', { name: 'All Clients (1)' })).toBeInTheDocument();
      expect(await screen.findByRole('row', { name: company })).toBeInTheDocument();
    }
  });

  it("sorts by revenue in the provider, with every client's activity on its row", async () => {
    const provider = smallProvider();
    const getList = jest.spyOn(provider, 'getList');
    renderList('/admin/clients?sort=-total_revenue', provider);
    await screen.findByRole('heading', { name: 'All Clients (3)' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[3].textContent)).toEqual(['£3,499.50', '£2,000.50', '£0.00']);
    expect(getList.mock.calls.map(([resource]) => resource)).toEqual(['clients']);
  });

  it('reads its four cards from one provider aggregate by status', async () => {
    const provider = freshProvider();
    const aggregate = jest.spyOn(provider, 'aggregate');
    renderList('/admin/clients', provider);
    expect(await within(kpi('Total Clients')).findByText('387')).toBeInTheDocument();
    expect(aggregate.mock.calls).toEqual([['clients', { groupBy: 'status', sum: ['total_revenue'] }, { signal: expect.any(AbortSignal) }]]);
  });

  it('restores search, sort and page from the URL', async () => {
    renderList('/admin/clients?q=gallery&sort=-total_revenue&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search by company name, contact, email, or type...' })).toHaveValue('gallery');
    await screen.findByText(/^11–20 of \d+$/);
    expect(screen.getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows dashes and a loading table until the provider answers', async () => {
    renderList('/admin/clients', freshProvider({ latencyMs: 20 }));
    expect(within(kpi('Total Clients')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Clients' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Clients (387)' })).toBeInTheDocument();
  });

  it('says how to add the first client when there are none', async () => {
    renderList('/admin/clients', createSampleProvider({ ...sampleData(), clients: [], jobs: [], invoices: [] }));
    expect(await screen.findByRole('heading', { name: 'All Clients (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No clients yet. Add the first one with Add New Client.')).toBeInTheDocument();
    expect(await within(kpi('Active Clients')).findByText('0% of total')).toBeInTheDocument();
  });

  it('offers Retry when the clients cannot be loaded, which reads the list and its cards again', async () => {
    const user = userEvent.setup();
    const provider = freshProvider({ failures: { clients: ['list'] } });
    const getList = jest.spyOn(provider, 'getList');
    const aggregate = jest.spyOn(provider, 'aggregate');
    renderList('/admin/clients', provider);
    expect(await screen.findByText('Clients could not be loaded')).toBeInTheDocument();
    expect(within(kpi('Total Clients')).getByText('—')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(aggregate).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Clients could not be loaded')).toBeInTheDocument();
  });

  it('shows the clients and their cards once a retry succeeds', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    renderList('/admin/clients', provider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Clients (387)' })).toBeInTheDocument();
    expect(await within(kpi('Total Clients')).findByText('387')).toBeInTheDocument();
  });

  it('offers a dispatcher, who only reads clients, View but neither Add New Client nor Edit', async () => {
    renderList('/admin/clients', providerAs('dispatcher'));
    await screen.findByRole('heading', { name: `All Clients (${SAMPLE_SIZES.clients})` });
    expect(await screen.findByRole('link', { name: 'View Harrowgate Museum of Decorative Arts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Harrowgate Museum of Decorative Arts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Client' })).not.toBeInTheDocument();
  });
});
