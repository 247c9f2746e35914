import { useState } from 'react';
import { showToast, statusAfterSending, type Invoice } from 'shared-contracts/contract';
import { useDataStore } from 'shared-contracts/data';

const sentToast = (invoice: Invoice) => ({ title: 'Invoice Sent', description: `Invoice ${invoice.id} sent to ${invoice.client_name}.` });
const SEND_FAILED_TOAST = { title: 'Error', description: 'Failed to send invoice' } as const;

/** Send Invoice: records it as sent (a draft or generated invoice becomes sent) and says to whom. */
export function useSendInvoice() {
  const store = useDataStore();
  const [busy, setBusy] = useState(false);
  const send = async (invoice: Invoice) => {
    if (invoice.status === 'cancelled') return;
    setBusy(true);
    try {
      const sent = await store.invoices.update(invoice.id, { status: statusAfterSending(invoice.status) });
      showToast({ ...sentToast(sent), variant: 'success' });
    } catch (error) {
      console.error('Sending the invoice failed', error);
      showToast({ ...SEND_FAILED_TOAST, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}
