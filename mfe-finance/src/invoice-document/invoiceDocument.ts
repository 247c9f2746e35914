import { COMPANY, formatCurrency, formatDate, invoiceStatusBadge, invoiceTotals } from 'shared-contracts/domain';
import type { Client, Invoice } from 'shared-contracts/records';

import { invoicePaymentTerms, invoiceStatusText, paymentMethodLabel } from '../common/invoiceWording';

/**
 * The printed invoice as a list of shapes on an 800 × 1000 page: the PNG (a canvas) and the PDF
 * (jsPDF, scaled) draw the same list, so both show the same layout. No DOM, no library.
 */
const PAGE = { width: 800, height: 1000 } as const;

type Align = 'left' | 'right' | 'center';

export type DocumentItem =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; color: string; align: Align };

const DOCUMENT_COLOURS = {
  paper: '#ffffff',
  brand: '#0f2a4a',
  accent: '#c8a24a',
  onBrand: '#ffffff',
  onBrandMuted: '#d9e2ec',
  text: '#1a1a1a',
  muted: '#4a5565',
  rule: '#d0d5dd',
  panel: '#f2f4f7',
} as const;

const C = DOCUMENT_COLOURS;
const LEFT = 48;
const RIGHT = PAGE.width - LEFT;
const MIDDLE = 472;
/** Helvetica's average character width is about half its size; a little more keeps lines inside. */
const CHAR_WIDTH = 0.55;

/**
 * Splits text into lines that fit `width` at `size` px, at most `maxLines` (the last one ends with "…"
 * when text is left over).
 *
 * @example wrapText('Art Transportation, Gallery Installation', 150, 13, 3) // ['Art Transportation,', 'Gallery Installation']
 *
 * @internal exported for its unit tests
 */
export function wrapText(text: string, width: number, size: number, maxLines: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (size * CHAR_WIDTH)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0;) {
      const candidate = line ? `${line} ${rest}` : rest;
      if (candidate.length <= perLine) {
        line = candidate;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, perLine));
        rest = rest.slice(perLine);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1)}…`;
  return kept;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

class Sheet {
  readonly items: DocumentItem[] = [{ kind: 'rect', x: 0, y: 0, width: PAGE.width, height: PAGE.height, fill: C.paper }];

  rect(x: number, y: number, width: number, height: number, fill: string) {
    this.items.push({ kind: 'rect', x, y, width, height, fill });
  }

  rule(y: number, x1 = LEFT, x2 = RIGHT) {
    this.items.push({ kind: 'line', x1, y1: y, x2, y2: y, stroke: C.rule, width: 1 });
  }

  text(x: number, y: number, text: string, { size = 13, bold = false, color = C.text as string, align = 'left' as Align }: TextStyle = {}) {
    if (text) this.items.push({ kind: 'text', x, y, text, size, bold, color, align });
  }

  label(x: number, y: number, text: string) {
    this.text(x, y, text, { size: 11, bold: true, color: C.muted });
  }

  /** Label on the left of a column, value at its right edge. */
  fact(y: number, label: string, value: string, from = MIDDLE, to = RIGHT) {
    this.text(from, y, label, { size: 12, color: C.muted });
    this.text(to, y, value, { size: 13, bold: true, align: 'right' });
  }
}

function letterhead(sheet: Sheet, invoice: Invoice) {
  sheet.rect(0, 0, PAGE.width, 130, C.brand);
  sheet.rect(0, 130, PAGE.width, 6, C.accent);
  sheet.text(LEFT, 64, COMPANY.tradingName.toUpperCase(), { size: 30, bold: true, color: C.onBrand });
  sheet.text(LEFT, 94, 'Specialist logistics · Fine art · Event staging · Vehicle transport', { size: 13, color: C.onBrandMuted });
  sheet.text(RIGHT, 64, 'INVOICE', { size: 30, bold: true, color: C.onBrand, align: 'right' });
  sheet.text(RIGHT, 94, invoice.id, { size: 15, bold: true, color: C.onBrand, align: 'right' });
}

function fromAndDetails(sheet: Sheet, invoice: Invoice) {
  sheet.label(LEFT, 176, 'FROM');
  const from = [COMPANY.address.street, `${COMPANY.address.city} ${COMPANY.address.postcode}`, COMPANY.phone, COMPANY.email];
  sheet.text(LEFT, 200, COMPANY.legalName, { size: 15, bold: true });
  from.forEach((line, i) => sheet.text(LEFT, 220 + i * 18, line));

  sheet.label(MIDDLE, 176, 'INVOICE DETAILS');
  sheet.fact(200, 'Invoice Number', invoice.id);
  sheet.fact(220, 'Invoice Date', formatDate(invoice.invoice_date));
  sheet.fact(240, 'Due Date', formatDate(invoice.due_date));
  sheet.fact(260, 'Job ID', invoice.job_id ?? '—');
  sheet.fact(280, 'Status', invoiceStatusBadge(invoice.status).label);
  sheet.rule(308);
}

function billToAndPayment(sheet: Sheet, invoice: Invoice, client: Client | undefined) {
  sheet.label(LEFT, 340, 'BILL TO');
  sheet.text(LEFT, 364, client?.company_name ?? invoice.client_name, { size: 15, bold: true });
  const lines = client ? [client.contact_name, client.address, `${client.city} ${client.postcode}`.trim(), client.email, client.phone] : [];
  lines.filter(Boolean).forEach((line, i) => sheet.text(LEFT, 384 + i * 18, line));

  sheet.label(MIDDLE, 340, 'PAYMENT INFORMATION');
  sheet.fact(364, 'Payment Terms', invoicePaymentTerms(invoice));
  sheet.fact(384, 'Payment Method', invoice.payment_method ? paymentMethodLabel(invoice.payment_method) : '—');
  sheet.fact(404, 'Payment Date', invoice.payment_date ? formatDate(invoice.payment_date) : '—');
  sheet.text(RIGHT, 428, invoiceStatusText(invoice, formatDate), { size: 12, color: C.muted, align: 'right' });
}

/** Returns the y below the table. */
function servicesTable(sheet: Sheet, invoice: Invoice): number {
  sheet.rect(LEFT, 478, RIGHT - LEFT, 34, C.panel);
  sheet.text(LEFT + 16, 500, 'SERVICES PROVIDED', { size: 12, bold: true, color: C.muted });
  sheet.text(RIGHT - 16, 500, 'AMOUNT', { size: 12, bold: true, color: C.muted, align: 'right' });
  const lines = wrapText(invoice.services, 440, 14, 4);
  lines.forEach((line, i) => sheet.text(LEFT + 16, 540 + i * 20, line, { size: 14 }));
  sheet.text(RIGHT - 16, 540, formatCurrency(invoice.amount), { size: 14, align: 'right' });
  const bottom = 540 + (lines.length - 1) * 20 + 20;
  sheet.rule(bottom);
  return bottom;
}

/** Returns the y below the totals. */
function totals(sheet: Sheet, invoice: Invoice, top: number): number {
  const { amount, vat_amount, total_amount } = invoiceTotals(invoice.amount, invoice.vat_rate);
  sheet.fact(top + 30, 'Subtotal', formatCurrency(amount), MIDDLE, RIGHT - 16);
  sheet.fact(top + 54, `VAT (${invoice.vat_rate}%)`, formatCurrency(vat_amount), MIDDLE, RIGHT - 16);
  sheet.rect(MIDDLE - 16, top + 70, RIGHT - MIDDLE + 16, 46, C.brand);
  sheet.text(MIDDLE, top + 100, 'Total', { size: 18, bold: true, color: C.onBrand });
  sheet.text(RIGHT - 16, top + 100, formatCurrency(total_amount), { size: 18, bold: true, color: C.onBrand, align: 'right' });
  return top + 116;
}

function notes(sheet: Sheet, invoice: Invoice, top: number) {
  if (!invoice.notes.trim()) return;
  sheet.label(LEFT, top + 44, 'NOTES');
  wrapText(invoice.notes, RIGHT - LEFT, 13, 4).forEach((line, i) => sheet.text(LEFT, top + 66 + i * 18, line, { color: C.muted }));
}

function footer(sheet: Sheet) {
  sheet.rule(924);
  const centre = PAGE.width / 2;
  const registration = `${COMPANY.legalName} · ${COMPANY.registeredIn}, company no. ${COMPANY.companyRegistrationNumber} · VAT no. ${COMPANY.vatRegistrationNumber}`;
  sheet.text(centre, 950, registration, { size: 11, color: C.muted, align: 'center' });
  const address = `${COMPANY.address.street}, ${COMPANY.address.city} ${COMPANY.address.postcode} · ${COMPANY.website.replace(/^https?:\/\//, '')}`;
  sheet.text(centre, 970, address, { size: 11, color: C.muted, align: 'center' });
}

/**
 * The invoice with the company letterhead, as shapes on an 800 × 1000 page.
 *
 * @example invoiceDocument(invoice, client).items.some((item) => item.kind === 'text' && item.text === invoice.id) // true
 */
export function invoiceDocument(invoice: Invoice, client: Client | undefined): { width: number; height: number; items: DocumentItem[] } {
  const sheet = new Sheet();
  letterhead(sheet, invoice);
  fromAndDetails(sheet, invoice);
  billToAndPayment(sheet, invoice, client);
  const tableBottom = servicesTable(sheet, invoice);
  const totalsBottom = totals(sheet, invoice, tableBottom);
  notes(sheet, invoice, totalsBottom);
  footer(sheet);
  return { width: PAGE.width, height: PAGE.height, items: sheet.items };
}
