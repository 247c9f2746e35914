import { useCallback, useState } from 'react';
import { showToast, type Invoice, type ToastMessage } from 'shared-contracts/contract';
import { useDataStore } from 'shared-contracts/data';
import { downloadInvoice, type InvoiceFileFormat } from './downloadInvoice';

const failedToast = (invoiceId: string) => ({ title: 'Download Failed', description: `Invoice ${invoiceId} could not be downloaded.` });

export interface InvoiceDownload {
  download: (invoice: Invoice) => Promise<void>;
  /** The invoice being drawn, if any. */
  busyId: string | null;
}

/**
 * Downloads an invoice as a file, with the client's details on it, then says so with `doneToast`.
 *
 * @example const { download } = useInvoiceDownload('png', (id) => ({ title: 'Invoice Downloaded', description: `…` }));
 */
export function useInvoiceDownload(format: InvoiceFileFormat, doneToast: (invoiceId: string) => ToastMessage): InvoiceDownload {
  const store = useDataStore();
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = useCallback(
    async (invoice: Invoice) => {
      setBusyId(invoice.id);
      try {
        const client = await store.clients.get(invoice.client_id);
        await downloadInvoice(format, invoice, client);
        showToast({ ...doneToast(invoice.id), variant: 'success' });
      } catch (error) {
        console.error('Invoice download failed', error);
        showToast({ ...failedToast(invoice.id), variant: 'error' });
      } finally {
        setBusyId(null);
      }
    },
    [store, format, doneToast],
  );
  return { download, busyId };
}
