import type { jsPDF } from 'jspdf';

import type { DocumentItem } from './invoiceDocument';

/** What painting needs of a jsPDF document. */
export type PdfPainter = Pick<
  jsPDF,
  'setFillColor' | 'rect' | 'setDrawColor' | 'setLineWidth' | 'line' | 'setFont' | 'setFontSize' | 'setTextColor' | 'text'
>;

/** Paints the invoice's shapes on a PDF page in points, `scale` points per unit of the page. */
export function paintOnPdf(pdf: PdfPainter, items: readonly DocumentItem[], scale: number): void {
  for (const item of items) {
    if (item.kind === 'rect') {
      pdf.setFillColor(item.fill);
      pdf.rect(item.x * scale, item.y * scale, item.width * scale, item.height * scale, 'F');
    } else if (item.kind === 'line') {
      pdf.setDrawColor(item.stroke);
      pdf.setLineWidth(item.width * scale);
      pdf.line(item.x1 * scale, item.y1 * scale, item.x2 * scale, item.y2 * scale);
    } else {
      pdf.setFont('helvetica', item.bold ? 'bold' : 'normal');
      pdf.setFontSize(item.size * scale);
      pdf.setTextColor(item.color);
      pdf.text(item.text, item.x * scale, item.y * scale, { align: item.align });
    }
  }
}
