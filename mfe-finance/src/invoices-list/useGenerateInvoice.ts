import { useCallback, useState } from 'react';
import { showToast, type Invoice } from 'shared-contracts/contract';
import { useDataStore } from 'shared-contracts/data';
import { randomInvoiceInput } from './randomInvoice';

const generatedToast = (invoiceId: string) => ({
  title: 'Invoice Generated',
  description: `Invoice ${invoiceId} generated and displayed immediately.`,
});
const GENERATE_FAILED_TOAST = { title: 'Error', description: 'Failed to generate invoice' } as const;

/** Generate Invoice: a random invoice, created in the shared store (so it shows at the top of every list at once). */
export function useGenerateInvoice(onGenerated: (invoice: Invoice) => void) {
  const store = useDataStore();
  const [busy, setBusy] = useState(false);
  const generate = useCallback(async () => {
    setBusy(true);
    try {
      const invoice = await store.invoices.create(randomInvoiceInput(store.clients.snapshot()));
      showToast({ ...generatedToast(invoice.id), variant: 'success' });
      onGenerated(invoice);
    } catch (error) {
      console.error('Invoice generation failed', error);
      showToast({ ...GENERATE_FAILED_TOAST, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }, [store, onGenerated]);
  return { generate, busy };
}
