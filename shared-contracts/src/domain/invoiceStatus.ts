import type { InvoiceStatus } from 'shared-contracts/records';

import type { BadgeRule } from './badge';

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
