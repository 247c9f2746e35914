import { jsPDF } from 'jspdf';
import { COMPANY } from 'shared-contracts/domain';
import type { Client, Invoice } from 'shared-contracts/records';

import { invoiceDocument } from './invoiceDocument';
import { paintOnPdf } from './paintOnPdf';

/** Points per unit of the 800 × 1000 page: a 600 × 750 pt sheet. */
const SCALE = 0.75;

/** The invoice with the letterhead as a one-page PDF with real text, in the PNG's layout. */
export function invoicePdf(invoice: Invoice, client: Client | undefined): Blob {
  const page = invoiceDocument(invoice, client);
  const pdf = new jsPDF({ unit: 'pt', format: [page.width * SCALE, page.height * SCALE], orientation: 'portrait', compress: true });
  pdf.setProperties({ title: `Invoice ${invoice.id}`, author: COMPANY.legalName, subject: `Invoice for ${invoice.client_name}` });
  paintOnPdf(pdf, page.items, SCALE);
  return pdf.output('blob');
}
