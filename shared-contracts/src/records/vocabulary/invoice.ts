export const INVOICE_STATUSES = ['draft', 'generated', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const VAT_RATES = [
  { rate: 0, label: 'VAT Exempt' },
  { rate: 5, label: 'Reduced Rate' },
  { rate: 20, label: 'Standard Rate' },
] as const;
type VatRate = (typeof VAT_RATES)[number]['rate'];
export const DEFAULT_VAT_RATE: VatRate = 20;

/** Due date is this many days after the invoice date ("Net 30 days"). */
export const INVOICE_DUE_DAYS = 30;
