import type { PaymentTerms } from 'shared-contracts/records';

const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  net_14: 'Net 14 days',
  net_21: 'Net 21 days',
  net_30: 'Net 30 days',
};

/** Anything but 'active' is shown as inactive. */
export function clientStatusLabel(status: string): 'Active' | 'Inactive' {
  return status === 'active' ? 'Active' : 'Inactive';
}

export function paymentTermsLabel(terms: string): string {
  return Object.hasOwn(PAYMENT_TERMS_LABELS, terms) ? PAYMENT_TERMS_LABELS[terms as PaymentTerms] : terms;
}
