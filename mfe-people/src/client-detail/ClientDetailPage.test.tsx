import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider, type SampleProviderOptions } from 'shared-contracts/data';
import type { Client, Invoice, Job } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, sampleData } from 'shared-contracts/testing';

import ClientDetailPage from './ClientDetailPage';

/** What a read asked for: its resource and parameters (the data layer adds an AbortSignal). */
const asked = (call: unknown[]) => call.slice(0, 2);

jest.setTimeout(40_000);

const NOW = new Date(Date.UTC(2025, 7, 21, 9, 30));

const renderClient = (id: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<ClientDetailPage />, {
    path: '/admin/clients/:id',
    url: `/admin/clients/${encodeURIComponent(id)}`,
    provider,
    now: () => NOW,
  });
const card = (title: string) => screen.getByRole('region', { name: title });
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

/**
 * One client, Marlowe & Finch (CLI-006): three completed jobs of 1,000, 1,200.40 and 301 (2,501.40,
 * so 833.80 a job: 833 rounded down), a scheduled one, and twelve invoices, the newest first when listed.
 */
function marloweProvider(options: SampleProviderOptions = {}) {
  const data = sampleData();
  const client: Client = { ...data.clients[5], id: 'CLI-006', company_name: 'Marlowe & Finch', status: 'active' };
  const job = (id: string, status: Job['status'], total_amount: number, pickup_date: string): Job => ({
    ...data.jobs[0],
    id,
    client_id: client.id,
    client_name: client.company_name,
    status,
    total_amount,
    pickup_date,
  });
  const invoice = (day: number): Invoice => ({
    ...data.invoices[0],
    id: `ZRV202508${String(day).padStart(2, '0')}001`,
    job_id: `JOB-2025-00${String(day).padStart(2, '0')}`,
    client_id: client.id,
    client_name: client.company_name,
    invoice_date: `2025-08-${String(day).padStart(2, '0')}`,
    services: 'Fine Art Transport',
    total_amount: 1020,
    status: 'paid',
  });
  return createSampleProvider(
    {
      ...data,
      clients: [client, ...data.clients.filter((c) => c.id !== client.id)],
      jobs: [
        job('JOB-2025-0001', 'completed', 1000, '2025-07-01'),
        job('JOB-2025-0002', 'completed', 1200.4, '2025-07-20'),
        job('JOB-2025-0003', 'completed', 301, '2025-08-02'),
        job('JOB-2025-0004', 'scheduled', 9000, '2025-09-01'),
      ],
      invoices: Array.from({ length: 12 }, (_, i) => invoice(i + 1)),
    },
    { now: () => NOW, ...options },
  );
}

describe('ClientDetailPage', () => {
  it('shows a loading skeleton, then the header: avatar, company, id, Edit Client and Generate Report', async () => {
    renderClient('CLI-006', marloweProvider({ latencyMs: 20 }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading client...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe & Finch' })).toBeInTheDocument();
    expect(screen.getByText('Client ID: CLI-006')).toBeInTheDocument();
    expect(screen.getByText('MF')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit Client' })).toHaveAttribute('href', '/admin/clients/CLI-006/edit');
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/admin/clients');
  });

  it('shows Total Spent, Total Jobs (completed), Avg Job Value (rounded down) and Status', async () => {
    renderClient('CLI-006', marloweProvider());
    await screen.findByRole('heading', { level: 1, name: 'Marlowe & Finch' });
    expect(within(kpi('Total Spent')).getByText('£2,501')).toBeInTheDocument();
    expect(within(kpi('Total Jobs')).getByText('3')).toBeInTheDocument();
    expect(within(kpi('Total Jobs')).getByText('Completed jobs')).toBeInTheDocument();
    expect(within(kpi('Avg Job Value')).getByText('£833')).toBeInTheDocument();
    expect(within(kpi('Status')).getByText('Active')).toBeInTheDocument();
  });

  it('shows Contact Information and Account Details', async () => {
    const client = sampleData().clients[0];
    renderClient(client.id);
    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText(`${client.contact_name}, ${client.contact_title}`)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: client.email })).toHaveAttribute('href', `mailto:${client.email}`);
    expect(within(contact).getByText(client.phone)).toBeInTheDocument();
    expect(within(contact).getByText(client.mobile)).toBeInTheDocument();
    expect(within(contact).getByText(client.postcode)).toBeInTheDocument();
    const account = card('Account Details');
    expect(within(account).getByText('Museum')).toBeInTheDocument();
    expect(within(account).getByText('Net 30 days')).toBeInTheDocument();
  });

  it('lists the first ten invoices, newest first, each with View to its page and Download; View All Invoices', async () => {
    renderClient('CLI-006', marloweProvider());
    const table = await screen.findByRole('table', { name: 'Recent invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('ZRV20250812001');
    expect(within(rows[9]).getAllByRole('cell')[0]).toHaveTextContent('ZRV20250803001');
    expect(within(rows[0]).getByText('JOB-2025-0012')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Fine Art Transport')).toBeInTheDocument();
    expect(within(rows[0]).getByText('£1,020.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'View ZRV20250812001' })).toHaveAttribute('href', '/admin/invoices/ZRV20250812001');
    expect(within(rows[0]).getByRole('button', { name: 'Download ZRV20250812001' })).toBeInTheDocument();
    expect(within(card('Recent Invoices')).getByRole('link', { name: 'View All Invoices' })).toHaveAttribute('href', '/admin/invoices');
    expect(within(card('Recent Invoices')).getByText('The latest 10 of 12 invoices')).toBeInTheDocument();
  });

  it('reads only the ten invoices it shows, the newest first, through the provider', async () => {
    const provider = marloweProvider();
    const getList = jest.spyOn(provider, 'getList');
    renderClient('CLI-006', provider);
    await screen.findByRole('table', { name: 'Recent invoices' });
    expect(getList.mock.calls.map(asked)).toEqual([
      ['invoices', { filter: { client_id: 'CLI-006' }, sort: 'invoice_date', order: 'desc', perPage: 10 }],
    ]);
  });

  it('when its invoices cannot be loaded, the card says so with Retry while the rest of the page shows', async () => {
    const user = userEvent.setup();
    const provider = marloweProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    renderClient('CLI-006', provider);
    expect(
      await within(await screen.findByRole('region', { name: 'Recent Invoices' })).findByText('Invoices could not be loaded'),
    ).toBeInTheDocument();
    expect(within(kpi('Total Spent')).getByText('£2,501')).toBeInTheDocument();
    await user.click(within(card('Recent Invoices')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recent invoices' })).toBeInTheDocument();
  });

  it('says "No Invoices Found" for a client without invoices', async () => {
    const data = sampleData();
    const client = data.clients.find((c) => !data.invoices.some((i) => i.client_id === c.id))!;
    renderClient(client.id);
    expect(await screen.findByText('No Invoices Found')).toBeInTheDocument();
    expect(screen.getByText("This client doesn't have any invoices yet.")).toBeInTheDocument();
  });

  it('Generate Report downloads {company}_report.json holding the client, its invoices and the time', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:report'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderClient('CLI-006', marloweProvider());
    await user.click(await screen.findByRole('button', { name: 'Generate Report' }));
    expect(names).toEqual(['Marlowe_Finch_report.json']);
    const report = JSON.parse(await saved[0].text());
    expect(report.generatedAt).toBe('2025-08-21T09:30:00.000Z');
    expect(report.client).toMatchObject({
      id: 'CLI-006',
      company_name: 'Marlowe & Finch',
      total_jobs: 3,
      total_spent: 2501.4,
      average_job_value: 833,
    });
    expect(report.invoices).toHaveLength(12);
    expect(report.invoices[0]).toMatchObject({ id: 'ZRV20250812001', client_id: 'CLI-006', total_amount: 1020 });
    expect(await screen.findByText('Report Generated')).toBeInTheDocument();
    click.mockRestore();
  });

  it('Generate Report is busy while it reads the invoices: it says so, stays focusable and ignores a second click', async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const provider = marloweProvider();
    renderClient('CLI-006', provider);
    const button = await screen.findByRole('button', { name: 'Generate Report' });
    let answer: () => void = () => {};
    const getList = provider.getList.bind(provider);
    jest
      .spyOn(provider, 'getList')
      .mockImplementationOnce((resource, params) => new Promise((resolve) => (answer = () => resolve(getList(resource, params)))));
    await user.click(button);
    expect(button).toHaveAccessibleName('Generating Report...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    answer();
    await waitFor(() => expect(button).toHaveAccessibleName('Generate Report'));
    expect(names).toEqual(['Marlowe_Finch_report.json']);
    click.mockRestore();
  });

  it('says so when the report cannot be generated, downloading nothing', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const provider = marloweProvider();
    renderClient('CLI-006', provider);
    const button = await screen.findByRole('button', { name: 'Generate Report' });
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    await user.click(button);
    expect(await screen.findByText('Failed to generate the report. Please try again.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleName('Generate Report');
    click.mockRestore();
    error.mockRestore();
  });

  it("an invoice's Download saves it and says so", async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderClient('CLI-006', marloweProvider());
    await user.click(await screen.findByRole('button', { name: 'Download ZRV20250812001' }));
    expect(names).toEqual(['ZRV20250812001.json']);
    expect(await screen.findByText('Invoice ZRV20250812001 downloaded successfully.')).toBeInTheDocument();
    click.mockRestore();
  });

  it('an unknown id shows "Client Not Found" with Back to Clients', async () => {
    renderClient('CLI-999999');
    expect(await screen.findByRole('heading', { name: 'Client Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested client could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/admin/clients');
  });

  it('offers Retry when the client cannot be loaded', async () => {
    const user = userEvent.setup();
    const provider = marloweProvider();
    const get = jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    renderClient('CLI-006', provider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe & Finch' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('shows a dispatcher the client without Edit Client, its invoices or the report of them', async () => {
    renderClient('CLI-001', providerAs('dispatcher'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harrowgate Museum of Decorative Arts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent Invoices' })).not.toBeInTheDocument();
  });
});
