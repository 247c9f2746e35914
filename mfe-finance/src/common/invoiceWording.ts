import { calendarDaysBetween, parseIsoDate } from 'shared-contracts/domain';
import type { Invoice, PaymentMethod } from 'shared-contracts/records';
import { INVOICE_DUE_DAYS, VAT_RATES } from 'shared-contracts/records';

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank Transfer', credit_card: 'Credit Card' };

/**
 * How a payment method reads on screen; an unknown value shows as it is.
 *
 * @example paymentMethodLabel('bank_transfer') // 'Bank Transfer'
 */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;
}

/**
 * A VAT rate as the invoice form offers it.
 *
 * @example vatRateLabel(5) // '5% (Reduced Rate)'
 */
export function vatRateLabel(rate: number): string {
  const known = VAT_RATES.find((vat) => vat.rate === rate);
  return known ? `${rate}% (${known.label})` : `${rate}%`;
}

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
