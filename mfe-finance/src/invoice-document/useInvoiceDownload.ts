import { useCallback, useState } from 'react';
import { type DataProvider, isDataError, showToast, type ToastMessage } from 'shared-contracts/contract';
import { useDataProvider } from 'shared-contracts/data';
import type { Client, Invoice } from 'shared-contracts/records';

import { downloadInvoice, type InvoiceFileFormat } from './downloadInvoice';

const failedToast = (invoiceId: string) => ({ title: 'Download Failed', description: `Invoice ${invoiceId} could not be downloaded.` });

export interface InvoiceDownload {
  /** Draws and downloads the invoice; `client` when the screen has read it already. */
  download: (invoice: Invoice, client?: Client) => Promise<void>;
  /** The invoice being drawn, if any. */
  busyId: string | null;
}

/** The invoice's client, or undefined when it no longer exists (the invoice is drawn with its stored name). */
async function clientOf(provider: DataProvider, invoice: Invoice): Promise<Client | undefined> {
  try {
    return await provider.getOne('clients', { id: invoice.client_id });
  } catch (error) {
    if (isDataError(error, 'not-found')) return undefined;
    throw error;
  }
}

/**
 * Downloads an invoice as a file, with the client's details on it, then says so with `doneToast`.
 *
 * @example const { download } = useInvoiceDownload('png', (id) => ({ title: 'Invoice Downloaded', description: `…` }));
 */
export function useInvoiceDownload(format: InvoiceFileFormat, doneToast: (invoiceId: string) => ToastMessage): InvoiceDownload {
  const provider = useDataProvider();
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = useCallback(
    async (invoice: Invoice, client?: Client) => {
      setBusyId(invoice.id);
      try {
        await downloadInvoice(format, invoice, client ?? (await clientOf(provider, invoice)));
        showToast({ ...doneToast(invoice.id), variant: 'success' });
      } catch (error) {
        console.error('Invoice download failed', error);
        showToast({ ...failedToast(invoice.id), variant: 'error' });
      } finally {
        setBusyId(null);
      }
    },
    [provider, format, doneToast],
  );
  return { download, busyId };
}
