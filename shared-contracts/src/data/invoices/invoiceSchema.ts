import { DEFAULT_VAT_RATE, INVOICE_STATUSES, PAYMENT_METHODS, VAT_RATES, type NewInvoiceInput } from 'shared-contracts/contract';
import type { EntitySchema } from '../schema/entitySchema';
import { isoDate, number, oneOf, reference, text } from '../schema/fields';

export const INVOICE_FIELD_LABELS = {
  client_id: 'Client',
  job_id: 'Job ID',
  services: 'Description',
  amount: 'Amount (£)',
  vat_rate: 'VAT Rate',
  invoice_date: 'Invoice Date',
  due_date: 'Due Date',
  notes: 'Notes',
  status: 'Status',
  payment_date: 'Payment Date',
  payment_method: 'Payment Method',
} as const;

const L = INVOICE_FIELD_LABELS;

/** An invoice: client, description and amount are required. */
export const invoiceSchema: EntitySchema<NewInvoiceInput> = {
  labels: INVOICE_FIELD_LABELS,
  fields: () => ({
    client_id: reference(L.client_id, { required: true }),
    job_id: reference(L.job_id),
    services: text(L.services, { required: true }),
    amount: number(L.amount, { required: true, min: 0 }),
    vat_rate: oneOf(L.vat_rate, VAT_RATES.map((vat) => vat.rate)),
    invoice_date: isoDate(L.invoice_date),
    due_date: isoDate(L.due_date),
    notes: text(L.notes),
    status: oneOf(L.status, INVOICE_STATUSES),
  }),
  stateFields: () => ({
    payment_date: isoDate(L.payment_date),
    payment_method: oneOf(L.payment_method, PAYMENT_METHODS),
  }),
  defaults: { vat_rate: DEFAULT_VAT_RATE, notes: '', status: 'generated' },
};
