import { useCallback, useState } from 'react';
import { type RecordOf, showToast } from 'shared-contracts/contract';
import { useCreate, useDataProvider } from 'shared-contracts/data';

import { randomClientId, randomInvoiceInput } from './randomInvoice';

const generatedToast = (invoiceId: string) => ({
  title: 'Invoice Generated',
  description: `Invoice ${invoiceId} generated and displayed immediately.`,
});
const GENERATE_FAILED_TOAST = { title: 'Error', description: 'Failed to generate invoice' } as const;

/** Generate Invoice: a random invoice for a random active client, created through the provider (every list of invoices shows it at once). */
export function useGenerateInvoice(onGenerated: (invoice: RecordOf['invoices']) => void) {
  const provider = useDataProvider();
  const { run: create } = useCreate('invoices');
  // Busy from the click, while the client is picked too (useCreate is busy only while it writes).
  const [busy, setBusy] = useState(false);
  const generate = useCallback(async () => {
    setBusy(true);
    try {
      const { data: invoice } = await create(randomInvoiceInput(await randomClientId(provider)));
      showToast({ ...generatedToast(invoice.id), variant: 'success' });
      onGenerated(invoice);
    } catch (error) {
      console.error('Invoice generation failed', error);
      showToast({ ...GENERATE_FAILED_TOAST, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }, [provider, create, onGenerated]);
  return { generate, busy };
}
