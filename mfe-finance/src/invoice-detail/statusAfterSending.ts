import type { InvoiceStatus } from 'shared-contracts/records';

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
