import { DEFAULT_VAT_RATE, INVOICE_STATUSES, type NewInvoiceInput, PAYMENT_METHODS, VAT_RATES } from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { isoDate, number, oneOf, reference, text } from '../schema/fields';
import { INVOICE_FIELD_LABELS } from './invoiceFormFields';

const L = INVOICE_FIELD_LABELS;

/** An invoice: client, description and amount are required. */
export const invoiceSchema: EntitySchema<NewInvoiceInput> = {
  fields: () => ({
    client_id: reference(L.client_id, { required: true }),
    job_id: reference(L.job_id),
    services: text(L.services, { required: true }),
    amount: number(L.amount, { required: true, min: 0 }),
    vat_rate: oneOf(
      L.vat_rate,
      VAT_RATES.map((vat) => vat.rate),
    ),
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
