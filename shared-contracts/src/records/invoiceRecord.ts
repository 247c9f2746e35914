import { choice, date, number, recordKind, reference, text } from './recordKind';
import { DEFAULT_VAT_RATE, INVOICE_STATUSES, PAYMENT_METHODS, VAT_RATES } from './vocabulary/invoice';

/**
 * An invoice: client, description and amount are required. Client contact details and the company letterhead are read
 * from the client record (`client_id`) and `COMPANY`, not copied here.
 */
export const INVOICE_RECORD = recordKind(
  'invoices',
  {
    /** ZRV + yyyymmdd + sequence */
    id: text('Invoice', { sort: true, csv: true }),
    client_id: reference('Client', { input: true, required: true }),
    client_name: text('Client', { sort: true, csv: true }),
    job_id: reference('Job ID', { input: true, nullable: true }),
    /** What the form calls the description. */
    services: text('Description', { input: true, required: true, sort: true, csv: 'Services' }),
    /** Net */
    amount: number('Amount (£)', { input: true, required: true, min: 0 }),
    vat_rate: choice(
      'VAT Rate',
      VAT_RATES.map((vat) => vat.rate),
      { input: true, default: DEFAULT_VAT_RATE },
    ),
    vat_amount: number('VAT'),
    total_amount: number('Total', { sort: true, csv: 'Amount' }),
    /** yyyy-mm-dd */
    invoice_date: date('Invoice Date', { input: true, sort: true, csv: 'Date' }),
    due_date: date('Due Date', { input: true, sort: true, csv: true }),
    notes: text('Notes', { input: true, default: '' }),
    status: choice('Status', INVOICE_STATUSES, { input: true, default: 'generated', sort: true, csv: true }),
    payment_date: date('Payment Date', { input: 'update', nullable: true }),
    payment_method: choice('Payment Method', PAYMENT_METHODS, { input: 'update', nullable: true }),
  },
  { search: ['id', 'client_name', 'services', 'status'] },
);
