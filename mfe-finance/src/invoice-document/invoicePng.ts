import type { Client, Invoice } from 'shared-contracts/records';

import { invoiceDocument } from './invoiceDocument';
import { paintOnCanvas } from './paintOnCanvas';

/** The invoice with the letterhead as an 800 × 1000 PNG, drawn on a canvas. */
export function invoicePng(invoice: Invoice, client: Client | undefined): Promise<Blob> {
  const page = invoiceDocument(invoice, client);
  const canvas = document.createElement('canvas');
  canvas.width = page.width;
  canvas.height = page.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw on a canvas'));
  paintOnCanvas(context, page.items);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))), 'image/png');
  });
}
