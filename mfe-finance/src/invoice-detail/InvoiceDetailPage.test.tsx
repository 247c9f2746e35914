import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';

import { downloadInvoice } from '../invoice-document/downloadInvoice';
import { FIXTURE_CLIENTS, FIXTURE_INVOICES, fixtureProvider, holdWrites, renderFinance } from '../testing/financeFixture';
import InvoiceDetailPage from './InvoiceDetailPage';

/** What a read asked for: its resource and parameters (the data layer adds an AbortSignal). */
const asked = (call: unknown[]) => call.slice(0, 2);

jest.mock('../invoice-document/downloadInvoice', () => ({ downloadInvoice: jest.fn(() => Promise.resolve()) }));
jest.setTimeout(20_000);

const renderDetail = (id: string, provider: DataProvider = fixtureProvider()) =>
  renderFinance(<InvoiceDetailPage />, { path: '/admin/invoices/:id', url: `/admin/invoices/${id}`, provider });
const statusOf = async (provider: DataProvider, id: string) => (await provider.getOne('invoices', { id })).status;
const card = (title: string) => screen.getByRole('region', { name: title });
/** A fact's value: the <dd> after its <dt>. */
const fact = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** A row of the services table by its first cell's text. */
const servicesRow = (label: string) =>
  within(card('Services Provided')).getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

describe('InvoiceDetailPage', () => {
  it('shows a paid invoice: status, From, Bill To, details, payment, services with totals and notes', async () => {
    renderDetail('ZRV20250805001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice ZRV20250805001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/admin/invoices');

    const status = await screen.findByRole('region', { name: 'Invoice status' });
    expect(within(status).getByText('Paid')).toBeInTheDocument();
    expect(within(status).getByText('Paid on 10 Aug 2025')).toBeInTheDocument();
    expect(within(status).getByText('£1,020.00')).toBeInTheDocument();

    const from = card('From');
    for (const line of ['Zorvex Logistics Ltd', 'Unit 7, Riverside Trade Park, 48 Thames Road', 'London E16 2EZ', 'United Kingdom']) {
      expect(within(from).getByText(line)).toBeInTheDocument();
    }
    expect(within(from).getByRole('link', { name: '020 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(within(from).getByRole('link', { name: 'enquiries@zorvexlogistics.co.uk' })).toBeInTheDocument();

    const billTo = card('Bill To');
    expect(within(billTo).getByRole('link', { name: 'Harbour Fine Art' })).toHaveAttribute('href', '/admin/clients/CLI-001');
    expect(await within(billTo).findByText('Jane Whitmore')).toBeInTheDocument();
    for (const line of ['12 Canal Wharf', 'Bristol BS1 4QT']) expect(within(billTo).getByText(line)).toBeInTheDocument();
    expect(within(billTo).getByRole('link', { name: 'accounts@cli-001.example' })).toHaveAttribute(
      'href',
      'mailto:accounts@cli-001.example',
    );
    expect(within(billTo).getByRole('link', { name: '0117 496 0123' })).toHaveAttribute('href', 'tel:01174960123');

    const details = card('Invoice Details');
    expect(fact(details, 'Invoice Number')).toHaveTextContent('ZRV20250805001');
    expect(fact(details, 'Invoice Date')).toHaveTextContent('05 Aug 2025');
    expect(fact(details, 'Due Date')).toHaveTextContent('04 Sep 2025');
    expect(within(fact(details, 'Job ID')).getByRole('link', { name: 'JOB-2025-0001' })).toHaveAttribute(
      'href',
      '/admin/jobs/JOB-2025-0001',
    );
    expect(fact(details, 'Company Registration')).toHaveTextContent('14287365');
    expect(fact(details, 'VAT Registration')).toHaveTextContent('GB 318 4472 59');

    const payment = card('Payment Information');
    expect(fact(payment, 'Status')).toHaveTextContent('Paid');
    expect(fact(payment, 'Payment Terms')).toHaveTextContent('Net 30 days');
    expect(fact(payment, 'Payment Method')).toHaveTextContent('Bank Transfer');
    expect(fact(payment, 'Payment Date')).toHaveTextContent('10 Aug 2025');

    expect(servicesRow('Art Transportation')).toHaveTextContent('£850.00');
    expect(servicesRow('Subtotal')).toHaveTextContent('£850.00');
    expect(servicesRow('VAT (20%)')).toHaveTextContent('£170.00');
    expect(servicesRow('Total')).toHaveTextContent('£1,020.00');
    expect(within(card('Notes')).getByText('No notes for this invoice.')).toBeInTheDocument();
  });

  it.each([
    ['ZRV20250804001', 'Sent', 'Awaiting payment'],
    ['ZRV20250803001', 'Overdue', 'Payment overdue'],
    ['ZRV20250802001', 'Draft', 'Draft invoice'],
    ['ZRV20250801001', 'Cancelled', 'Draft invoice'],
  ])('%s shows %s and "%s"', async (id, badge, text) => {
    renderDetail(id);
    const status = await screen.findByRole('region', { name: 'Invoice status' });
    expect(within(status).getByText(badge)).toBeInTheDocument();
    expect(within(status).getByText(text)).toBeInTheDocument();
  });

  it.each([
    // 1,000 × 5% = 50; 200 × 0% = 0.
    ['ZRV20250803001', '£1,000.00', 'VAT (5%)', '£50.00', '£1,050.00'],
    ['ZRV20250802001', '£200.00', 'VAT (0%)', '£0.00', '£200.00'],
  ])('%s: subtotal %s, %s %s, total %s', async (id, net, vatLabel, vat, total) => {
    renderDetail(id);
    await screen.findByRole('region', { name: 'Services Provided' });
    expect(servicesRow('Subtotal')).toHaveTextContent(net);
    expect(servicesRow(vatLabel)).toHaveTextContent(vat);
    expect(servicesRow('Total')).toHaveTextContent(total);
  });

  it('shows the notes, and "Not paid yet" for an unpaid invoice', async () => {
    renderDetail('ZRV20250801001');
    expect(await screen.findByText('Cancelled at the client’s request.')).toBeInTheDocument();
    expect(fact(card('Payment Information'), 'Payment Method')).toHaveTextContent('Not paid yet');
    expect(fact(card('Invoice Details'), 'Job ID')).toHaveTextContent('—');
  });

  it('an unknown id shows "Invoice not found" with a way back', async () => {
    renderDetail('ZRV19990101001');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no invoice "ZRV19990101001".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/admin/invoices');
  });

  it('offers Retry when the invoice cannot be loaded', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    renderDetail('ZRV20250805001', provider);
    expect(await screen.findByText('This invoice could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Invoice status' })).toBeInTheDocument();
  });
});

describe("the client's details", () => {
  it('reads them with the invoice, showing the client by name while they load', async () => {
    const provider = fixtureProvider({ latencyMs: 50 });
    const getOne = jest.spyOn(provider, 'getOne');
    renderDetail('ZRV20250804001', provider);
    const billTo = await screen.findByRole('region', { name: 'Bill To' });
    expect(within(billTo).getByRole('link', { name: 'Northbank Museum' })).toBeInTheDocument();
    expect(within(billTo).getByRole('status', { name: "Loading the client's details" })).toBeInTheDocument();
    expect(await within(billTo).findByText('Jane Whitmore')).toBeInTheDocument();
    expect(within(billTo).queryByRole('status')).not.toBeInTheDocument();
    expect(getOne.mock.calls.map(asked)).toEqual([
      ['invoices', { id: 'ZRV20250804001' }],
      ['clients', { id: 'CLI-002' }],
    ]);
  });

  it('say so with Retry when they cannot be loaded, the rest of the invoice shown', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const getOne = provider.getOne.bind(provider);
    let clientFails = true;
    jest.spyOn(provider, 'getOne').mockImplementation(async (resource, params) => {
      if (resource === 'clients' && clientFails) throw new Error('offline');
      return getOne(resource, params);
    });
    renderDetail('ZRV20250804001', provider);
    const billTo = await screen.findByRole('region', { name: 'Bill To' });
    expect(await within(billTo).findByText("The client's details could not be loaded.")).toBeInTheDocument();
    expect(within(billTo).getByRole('link', { name: 'Northbank Museum' })).toBeInTheDocument();
    expect(card('Services Provided')).toBeInTheDocument();
    clientFails = false;
    await user.click(within(billTo).getByRole('button', { name: 'Retry' }));
    expect(await within(billTo).findByText('Jane Whitmore')).toBeInTheDocument();
    expect(within(billTo).queryByText("The client's details could not be loaded.")).not.toBeInTheDocument();
  });
});

describe('Send Invoice', () => {
  it('marks a draft invoice sent and says to whom', async () => {
    const user = userEvent.setup();
    const { provider } = renderDetail('ZRV20250802001');
    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice Sent')).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250802001 sent to Northbank Museum.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Invoice status' })).findByText('Awaiting payment')).toBeInTheDocument();
    expect(await statusOf(provider, 'ZRV20250802001')).toBe('sent');
  });

  it('sends an overdue invoice again without changing its status', async () => {
    const user = userEvent.setup();
    const { provider } = renderDetail('ZRV20250803001');
    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice ZRV20250803001 sent to Harbour Fine Art.')).toBeInTheDocument();
    expect(await statusOf(provider, 'ZRV20250803001')).toBe('overdue');
  });

  it('stays focusable while it works, says "Sending..." and sends once however often pressed', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const { release, calls: update } = holdWrites(provider, 'update');
    renderDetail('ZRV20250802001', provider);
    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    release();
    expect(await screen.findByText('Invoice ZRV20250802001 sent to Northbank Museum.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('invoices', { id: 'ZRV20250802001', data: { status: 'sent' }, version: undefined });
  });

  it('is not offered for a cancelled invoice', async () => {
    renderDetail('ZRV20250801001');
    expect(await screen.findByRole('button', { name: 'Send Invoice' })).toBeDisabled();
  });

  it('says "Failed to send invoice" when the provider refuses', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { provider } = renderDetail('ZRV20250802001', fixtureProvider({ failures: { invoices: ['update'] } }));
    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Failed to send invoice')).toBeInTheDocument();
    expect(await statusOf(provider, 'ZRV20250802001')).toBe('draft');
    error.mockRestore();
  });
});

describe('Download PDF', () => {
  it('draws the PDF with the client on it and shows the message', async () => {
    const user = userEvent.setup();
    renderDetail('ZRV20250804001');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Download PDF', { selector: ':not(button)' })).toBeInTheDocument();
    expect(screen.getByText('Invoice ZRV20250804001 downloaded as a PDF.')).toBeInTheDocument();
    expect(downloadInvoice).toHaveBeenCalledWith('pdf', FIXTURE_INVOICES[1], expect.objectContaining(FIXTURE_CLIENTS[1]));
  });

  it('offers Send Invoice only to a role that may send: finance, not a viewer', async () => {
    renderDetail('ZRV20250805001', fixtureProvider({ session: () => ({ email: 'viewer@test', name: 'Victor Lane', role: 'viewer' }) }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invoice' })).not.toBeInTheDocument();
  });

  it('offers Send Invoice to finance', async () => {
    renderDetail('ZRV20250805001', fixtureProvider({ session: () => ({ email: 'finance@test', name: 'Priya Shah', role: 'finance' }) }));
    expect(await screen.findByRole('button', { name: 'Send Invoice' })).toBeInTheDocument();
  });
});
