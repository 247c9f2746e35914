import { type RecordOf, showToast } from 'shared-contracts/contract';
import { useUpdate } from 'shared-contracts/data';

import { statusAfterSending } from './statusAfterSending';

type InvoiceRecord = RecordOf['invoices'];

const sentToast = (invoice: InvoiceRecord) => ({
  title: 'Invoice Sent',
  description: `Invoice ${invoice.id} sent to ${invoice.client_name}.`,
});
const SEND_FAILED_TOAST = { title: 'Error', description: 'Failed to send invoice' } as const;

/** Send Invoice: records it as sent (a draft or generated invoice becomes sent) and says to whom. */
export function useSendInvoice() {
  const update = useUpdate('invoices');
  const send = async (invoice: InvoiceRecord) => {
    if (invoice.status === 'cancelled') return;
    try {
      const { data: sent } = await update.run(invoice.id, { status: statusAfterSending(invoice.status) }, invoice.version);
      showToast({ ...sentToast(sent), variant: 'success' });
    } catch (error) {
      console.error('Sending the invoice failed', error);
      showToast({ ...SEND_FAILED_TOAST, variant: 'error' });
    }
  };
  return { send, busy: update.busy };
}
