import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';

import { fixtureProvider, holdWrites, renderFinance } from '../testing/financeFixture';
import InvoiceCreatePage from './InvoiceCreatePage';

jest.setTimeout(20_000);

const renderCreate = (provider: DataProvider = fixtureProvider()) =>
  renderFinance(<InvoiceCreatePage />, { path: '/admin/invoices/new', url: '/admin/invoices/new', provider });
const invoiceCount = async (provider: DataProvider) => (await provider.getList('invoices', { perPage: 0 })).total;
const summary = () => screen.getByRole('region', { name: 'Invoice Summary' });
/** The value beside a label of the summary. */
const summaryValue = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

async function chooseClient(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /^Client/ }));
  await user.paste(name);
  await user.click(await screen.findByRole('option', { name }));
}

async function chooseVat(user: UserEvent, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'VAT Rate' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Puts text into a field at once (typing it key by key is tested elsewhere). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: UserEvent) {
  await chooseClient(user, 'Northbank Museum');
  await fill(user, screen.getByLabelText(/^Description/), 'Exhibition Setup');
  await fill(user, screen.getByLabelText(/^Amount/), '1234.56');
}

describe('the Client box', () => {
  it('offers the first clients by name, then asks the provider for what is typed', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const getList = jest.spyOn(provider, 'getList');
    renderCreate(provider);
    await user.click(await screen.findByRole('combobox', { name: /^Client/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Harbour Fine Art',
      'Northbank Museum',
      'Old Quay Auctions',
    ]);
    await user.type(screen.getByRole('combobox', { name: /^Client/ }), 'QUAY');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Old Quay Auctions']));
    expect(getList).toHaveBeenCalledWith(
      'clients',
      { q: 'QUAY', sort: 'company_name', order: 'asc', perPage: 25 },
      { signal: expect.any(AbortSignal) },
    );
    expect(getList.mock.calls.every(([resource, params]) => resource === 'clients' && params.perPage === 25)).toBe(true);
  });

  it('says when no client matches', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByRole('combobox', { name: /^Client/ }), 'zzqq');
    expect(await screen.findByText('No clients match')).toBeInTheDocument();
  });

  it('keeps the chosen client while offering every client again', async () => {
    const user = userEvent.setup();
    renderCreate();
    await chooseClient(user, 'Northbank Museum');
    const box = screen.getByRole('combobox', { name: /^Client/ });
    expect(box).toHaveValue('Northbank Museum');
    await user.click(box);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('option', { name: 'Northbank Museum' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when the clients cannot be read, the form says so and Retry brings it', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    renderCreate(provider);
    expect(await screen.findByText('The form could not be prepared')).toBeInTheDocument();
    expect(screen.getByText('The clients could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: /^Client/ })).toBeInTheDocument();
  });
});

describe('InvoiceCreatePage', () => {
  it('shows "Generate New Invoice" with its cards, fields and defaults', async () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Generate New Invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/admin/invoices');
    for (const card of ['Invoice Details', 'Financial Details', 'Invoice Summary']) {
      expect(await screen.findByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Client/ })).toBeRequired();
    expect(screen.getByLabelText('Job ID')).toHaveAttribute('placeholder', 'JOB-2024-XXXX');
    expect(screen.getByLabelText('Job ID')).not.toBeRequired();
    expect(screen.getByLabelText(/^Description/)).toBeRequired();
    expect(screen.getByLabelText(/^Amount \(£\)/)).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('combobox', { name: 'VAT Rate' })).toHaveTextContent('20% (Standard Rate)');
    // The fixture's today is 21 Aug 2025: due 30 days later.
    expect(screen.getByLabelText('Due Date')).toHaveValue('2025-09-20');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
  });

  it('offers the three VAT rates', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('combobox', { name: 'VAT Rate' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0% (VAT Exempt)',
      '5% (Reduced Rate)',
      '20% (Standard Rate)',
    ]);
  });

  it('keeps the Invoice Summary live: net, VAT and total at 20, 5 and 0 per cent', async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByRole('region', { name: 'Invoice Summary' });
    expect(summaryValue('Total')).toBe('£0.00');
    await user.type(screen.getByLabelText(/^Amount/), '850');
    expect(summaryValue('Net Amount')).toBe('£850.00');
    expect(summaryValue('VAT (20%)')).toBe('£170.00');
    expect(summaryValue('Total')).toBe('£1,020.00');
    await chooseVat(user, '5% (Reduced Rate)');
    expect(summaryValue('VAT (5%)')).toBe('£42.50');
    expect(summaryValue('Total')).toBe('£892.50');
    await chooseVat(user, '0% (VAT Exempt)');
    expect(summaryValue('VAT (0%)')).toBe('£0.00');
    expect(summaryValue('Total')).toBe('£850.00');
  });

  it('refuses a form missing required fields: the toast plus the error on each field', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of ['Client is required', 'Description is required', 'Amount (£) is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveFocus();
    expect(await invoiceCount(provider)).toBe(5);
    expect(location()).toBe('/admin/invoices/new');
  });

  it('refuses a job that does not exist, under the Job ID field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { provider } = renderCreate();
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Job ID'), 'JOB-2024-9999');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('Job ID "JOB-2024-9999" does not exist')).toHaveLength(2);
    expect(screen.getByLabelText('Job ID')).toHaveFocus();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Exhibition Setup');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(1234.56);
    expect(await invoiceCount(provider)).toBe(5);
  });

  it('creates the invoice with the next ZRV id of the day, says so and opens it', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Job ID'), 'JOB-2025-0002');
    await chooseVat(user, '5% (Reduced Rate)');
    await fill(user, screen.getByLabelText('Notes'), 'Crates returned.');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(location()).toBe('/admin/invoices/ZRV20250821001'));
    expect(await provider.getOne('invoices', { id: 'ZRV20250821001' })).toMatchObject({
      id: 'ZRV20250821001',
      client_id: 'CLI-002',
      client_name: 'Northbank Museum',
      job_id: 'JOB-2025-0002',
      services: 'Exhibition Setup',
      amount: 1234.56,
      vat_rate: 5,
      vat_amount: 61.73,
      total_amount: 1296.29,
      invoice_date: '2025-08-21',
      due_date: '2025-09-20',
      notes: 'Crates returned.',
      status: 'generated',
    });
    // The job's invoice, as the job page reads it.
    expect((await provider.getList('invoices', { filter: { job_id: 'JOB-2025-0002' } })).data.map((invoice) => invoice.id)).toEqual([
      'ZRV20250821001',
    ]);
    expect(await screen.findByText('Invoice Created Successfully')).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250821001 has been generated')).toBeInTheDocument();
  });

  it('says "Failed to create invoice" when the provider refuses, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderCreate(fixtureProvider({ failures: { invoices: ['create'] } }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Failed to create invoice')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Invoice' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Exhibition Setup');
    expect(location()).toBe('/admin/invoices/new');
    error.mockRestore();
  });

  it('stays focusable while it saves, says "Creating..." and creates once however often pressed', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const { release, calls: create } = holdWrites(provider, 'create');
    const { location } = renderCreate(provider);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    release();
    await waitFor(() => expect(location()).toBe('/admin/invoices/ZRV20250821001'));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('Cancel returns to the invoices at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/admin/invoices');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await user.type(await screen.findByLabelText(/^Description/), 'Storage');
    await user.click(screen.getByRole('link', { name: 'Back to Invoices' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/invoices/new');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Storage');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(location()).toBe('/admin/invoices');
  });
});
