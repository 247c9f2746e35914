import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderScreen } from 'shared-contracts/testing';
import { fixtureStore } from '../testing/financeFixture';
import InvoiceCreatePage from './InvoiceCreatePage';

jest.setTimeout(20_000);

const renderCreate = (store = fixtureStore()) => renderScreen(<InvoiceCreatePage />, { path: '/admin/invoices/new', url: '/admin/invoices/new', store });
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

async function fillRequired(user: UserEvent) {
  await chooseClient(user, 'Northbank Museum');
  await user.type(screen.getByLabelText(/^Description/), 'Exhibition Setup');
  await user.type(screen.getByLabelText(/^Amount/), '1234.56');
}

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
    // The fixture store's today is 21 Aug 2025: due 30 days later.
    expect(screen.getByLabelText('Due Date')).toHaveValue('2025-09-20');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
  });

  it('offers the three VAT rates', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('combobox', { name: 'VAT Rate' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['0% (VAT Exempt)', '5% (Reduced Rate)', '20% (Standard Rate)']);
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
    const { store, location } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of ['Client is required', 'Description is required', 'Amount (£) is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveFocus();
    expect(store.invoices.snapshot()).toHaveLength(5);
    expect(location()).toBe('/admin/invoices/new');
  });

  it('refuses a job that does not exist, under the Job ID field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { store } = renderCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Job ID'), 'JOB-2024-9999');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('Job ID "JOB-2024-9999" does not exist')).toHaveLength(2);
    expect(screen.getByLabelText('Job ID')).toHaveFocus();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Exhibition Setup');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(1234.56);
    expect(store.invoices.snapshot()).toHaveLength(5);
  });

  it('creates the invoice with the next ZRV id of the day, says so and opens it', async () => {
    const user = userEvent.setup();
    const { store, location } = renderCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Job ID'), 'JOB-2025-0002');
    await chooseVat(user, '5% (Reduced Rate)');
    await user.type(screen.getByLabelText('Notes'), 'Crates returned.');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(location()).toBe('/admin/invoices/ZRV20250821001'));
    expect(store.invoices.snapshot()[0]).toMatchObject({
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
    expect((await store.jobs.get('JOB-2025-0002'))?.invoice?.id).toBe('ZRV20250821001');
    expect(await screen.findByText('Invoice Created Successfully')).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250821001 has been generated')).toBeInTheDocument();
  });

  it('says "Failed to create invoice" when the store refuses, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderCreate(fixtureStore({ failures: { invoices: ['create'] } }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Failed to create invoice')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Invoice' })).toBeEnabled();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Exhibition Setup');
    expect(location()).toBe('/admin/invoices/new');
    error.mockRestore();
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
