import type { Invoice, NewInvoiceInput } from 'shared-contracts/records';

import type { BadgeRule } from './badge';
import { calendarDaysBetween, parseIsoDate } from './calendar';
import type { Job, JobInvoiceSummary } from './job';

export type { Invoice, InvoicePatch, NewInvoiceInput } from 'shared-contracts/records';

export const INVOICE_STATUSES = ['draft', 'generated', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'credit_card'] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank Transfer', credit_card: 'Credit Card' };

/**
 * How a payment method reads on screen; an unknown value shows as it is.
 *
 * @example paymentMethodLabel('bank_transfer') // 'Bank Transfer'
 */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;
}

export const VAT_RATES = [
  { rate: 0, label: 'VAT Exempt' },
  { rate: 5, label: 'Reduced Rate' },
  { rate: 20, label: 'Standard Rate' },
] as const;
export type VatRate = (typeof VAT_RATES)[number]['rate'];
export const DEFAULT_VAT_RATE: VatRate = 20;

/**
 * A VAT rate as the invoice form offers it.
 *
 * @example vatRateLabel(5) // '5% (Reduced Rate)'
 */
export function vatRateLabel(rate: number): string {
  const known = VAT_RATES.find((vat) => vat.rate === rate);
  return known ? `${rate}% (${known.label})` : `${rate}%`;
}

/** Due date is this many days after the invoice date ("Net 30 days"). */
export const INVOICE_DUE_DAYS = 30;

/**
 * The payment terms an invoice's dates give: "Net 30 days" for the usual due date.
 *
 * @example invoicePaymentTerms({ invoice_date: '2025-08-21', due_date: '2025-09-20' }) // 'Net 30 days'
 */
export function invoicePaymentTerms(invoice: { invoice_date: string; due_date: string }): string {
  const issued = parseIsoDate(invoice.invoice_date);
  const due = parseIsoDate(invoice.due_date);
  const days = issued && due ? calendarDaysBetween(issued, due) : INVOICE_DUE_DAYS;
  return days > 0 ? `Net ${days} ${days === 1 ? 'day' : 'days'}` : 'Due on receipt';
}

const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  generated: 'Generated',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

const INVOICE_STATUS_VARIANTS: Record<InvoiceStatus, BadgeRule['variant']> = {
  paid: 'default',
  generated: 'default',
  sent: 'secondary',
  draft: 'secondary',
  overdue: 'destructive',
  cancelled: 'outline',
};

/**
 * Badge for an invoice status; unknown values display as Draft.
 *
 * @example invoiceStatusBadge('overdue') // { label: 'Overdue', variant: 'destructive' }
 */
export function invoiceStatusBadge(status: string): BadgeRule {
  const known: InvoiceStatus = Object.hasOwn(INVOICE_STATUS_LABELS, status) ? (status as InvoiceStatus) : 'draft';
  return { label: INVOICE_STATUS_LABELS[known], variant: INVOICE_STATUS_VARIANTS[known] };
}

/**
 * The status line on the invoice detail; `formatDate` renders the payment date.
 *
 * @example invoiceStatusText({ status: 'paid', payment_date: '2025-08-01' }, formatDate) // 'Paid on 01 Aug 2025'
 */
export function invoiceStatusText(invoice: Pick<Invoice, 'status' | 'payment_date'>, formatDate: (isoDate: string) => string): string {
  switch (invoice.status) {
    case 'paid':
      return `Paid on ${invoice.payment_date ? formatDate(invoice.payment_date) : ''}`.trimEnd();
    case 'sent':
      return 'Awaiting payment';
    case 'overdue':
      return 'Payment overdue';
    default:
      return 'Draft invoice';
  }
}

/**
 * Send Invoice: an invoice not yet sent (draft or generated) becomes sent; a sent, overdue or paid
 * one is sent again as it is. A cancelled invoice is never sent.
 *
 * @example statusAfterSending('generated') // 'sent'
 * @example statusAfterSending('overdue')   // 'overdue'
 */
export function statusAfterSending(status: Exclude<InvoiceStatus, 'cancelled'>): InvoiceStatus {
  return status === 'draft' || status === 'generated' ? 'sent' : status;
}

/**
 * The job page's Generate Invoice: net is the job's value, VAT 20%, status generated, no payment date
 * or method; creating it links the invoice to the job.
 *
 * @example provider.create('invoices', { data: invoiceInputForJob(job) })
 */
export function invoiceInputForJob(job: Pick<Job, 'id' | 'client_id' | 'job_type' | 'total_amount'>): NewInvoiceInput {
  return { client_id: job.client_id, job_id: job.id, services: job.job_type, amount: job.total_amount, status: 'generated' };
}

/**
 * The invoice of a job as the job page shows it (the specification's job invoice summary).
 *
 * @example toJobInvoiceSummary(invoice).invoice_number // 'ZRV20250821001'
 */
export function toJobInvoiceSummary(invoice: Invoice & { job_id: string }): JobInvoiceSummary {
  return {
    id: invoice.id,
    job_id: invoice.job_id,
    invoice_number: invoice.id,
    amount: invoice.amount,
    tax_amount: invoice.vat_amount,
    total_amount: invoice.total_amount,
    status: invoice.status,
    created_at: invoice.invoice_date,
    due_date: invoice.due_date,
  };
}
