import type { Client, Invoice } from 'shared-contracts/records';
import { saveFile } from 'shared-contracts/ui';

export type InvoiceFileFormat = 'png' | 'pdf';

/**
 * Draws the invoice as a PNG or a PDF and downloads it as `{id}.png` or `{id}.pdf`. The drawing code
 * and the PDF library are fetched on first use, so screens that only offer a download stay small.
 */
export async function downloadInvoice(format: InvoiceFileFormat, invoice: Invoice, client: Client | undefined): Promise<void> {
  const blob =
    format === 'png'
      ? await import('./invoicePng').then(({ invoicePng }) => invoicePng(invoice, client))
      : await import('./invoicePdf').then(({ invoicePdf }) => invoicePdf(invoice, client));
  saveFile(blob, `${invoice.id}.${format}`);
}
