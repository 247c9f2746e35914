import type { DocumentItem } from './invoiceDocument';
import { type CanvasPainter, paintOnCanvas } from './paintOnCanvas';
import { paintOnPdf, type PdfPainter } from './paintOnPdf';

const ITEMS: DocumentItem[] = [
  { kind: 'rect', x: 0, y: 0, width: 800, height: 130, fill: '#0f2a4a' },
  { kind: 'line', x1: 48, y1: 308, x2: 752, y2: 308, stroke: '#d0d5dd', width: 1 },
  { kind: 'text', x: 752, y: 94, text: 'ZRV20250821004', size: 16, bold: true, color: '#ffffff', align: 'right' },
];

/** Records what is painted, in order. */
function recorder<T extends object>(): { painter: T; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const painter = new Proxy({} as T, {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        calls.push([name, ...args]),
    set: (_target, name, value) => Boolean(calls.push([`${String(name)}=`, value])),
  });
  return { painter, calls };
}

describe('painting the invoice', () => {
  it('on a canvas: one pixel per unit, bold Helvetica text aligned as laid out', () => {
    const { painter, calls } = recorder<CanvasPainter>();
    paintOnCanvas(painter, ITEMS);
    expect(calls).toEqual([
      ['fillStyle=', '#0f2a4a'],
      ['fillRect', 0, 0, 800, 130],
      ['strokeStyle=', '#d0d5dd'],
      ['lineWidth=', 1],
      ['beginPath'],
      ['moveTo', 48, 308],
      ['lineTo', 752, 308],
      ['stroke'],
      ['fillStyle=', '#ffffff'],
      ['font=', 'bold 16px Helvetica, Arial, sans-serif'],
      ['textAlign=', 'right'],
      ['fillText', 'ZRV20250821004', 752, 94],
    ]);
  });

  it('on a PDF: the same shapes scaled to points, text in Helvetica', () => {
    const { painter, calls } = recorder<PdfPainter>();
    paintOnPdf(painter, ITEMS, 0.75);
    expect(calls).toEqual([
      ['setFillColor', '#0f2a4a'],
      ['rect', 0, 0, 600, 97.5, 'F'],
      ['setDrawColor', '#d0d5dd'],
      ['setLineWidth', 0.75],
      ['line', 36, 231, 564, 231],
      ['setFont', 'helvetica', 'bold'],
      ['setFontSize', 12],
      ['setTextColor', '#ffffff'],
      ['text', 'ZRV20250821004', 564, 70.5, { align: 'right' }],
    ]);
  });
});
