import type { DocumentItem } from './invoiceDocument';

/** What painting needs of a canvas 2D context. */
export type CanvasPainter = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'font' | 'textAlign' | 'fillRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'fillText'
>;

const FONT_FAMILY = 'Helvetica, Arial, sans-serif';

/** Paints the invoice's shapes on a canvas, one pixel per unit of the page. */
export function paintOnCanvas(context: CanvasPainter, items: readonly DocumentItem[]): void {
  for (const item of items) {
    if (item.kind === 'rect') {
      context.fillStyle = item.fill;
      context.fillRect(item.x, item.y, item.width, item.height);
    } else if (item.kind === 'line') {
      context.strokeStyle = item.stroke;
      context.lineWidth = item.width;
      context.beginPath();
      context.moveTo(item.x1, item.y1);
      context.lineTo(item.x2, item.y2);
      context.stroke();
    } else {
      context.fillStyle = item.color;
      context.font = `${item.bold ? 'bold ' : ''}${item.size}px ${FONT_FAMILY}`;
      context.textAlign = item.align;
      context.fillText(item.text, item.x, item.y);
    }
  }
}
