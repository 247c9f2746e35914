import { addIsoDays, invoiceTotals, toIsoDate } from 'shared-contracts/domain';
import { DEFAULT_VAT_RATE, type Invoice, INVOICE_DUE_DAYS } from 'shared-contracts/records';

/** The create form's inputs, by the store's field names (the invoice schema reads them as they are). */
export type InvoiceFormValues = {
  client_id: string;
  job_id: string;
  /** What the form calls the description. */
  services: string;
  amount: string;
  vat_rate: string;
  due_date: string;
  notes: string;
};

/**
 * An empty form: VAT at the standard rate, due 30 days from today.
 *
 * @example emptyInvoiceForm(new Date(2025, 7, 21)).due_date // '2025-09-20'
 */
export function emptyInvoiceForm(today: Date): InvoiceFormValues {
  return {
    client_id: '',
    job_id: '',
    services: '',
    amount: '',
    vat_rate: String(DEFAULT_VAT_RATE),
    due_date: addIsoDays(toIsoDate(today), INVOICE_DUE_DAYS),
    notes: '',
  };
}

/** What an amount input holds as pounds; empty or not a number counts as nothing yet. */
function typedAmount(text: string): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The live Invoice Summary: net, VAT and total of what is typed, by the store's own VAT rule.
 *
 * @example invoiceFormSummary({ ...form, amount: '850', vat_rate: '5' }) // { amount: 850, vat_amount: 42.5, total_amount: 892.5 }
 */
export function invoiceFormSummary(
  values: Pick<InvoiceFormValues, 'amount' | 'vat_rate'>,
): Pick<Invoice, 'amount' | 'vat_amount' | 'total_amount'> {
  return invoiceTotals(typedAmount(values.amount), Number(values.vat_rate) || 0);
}
