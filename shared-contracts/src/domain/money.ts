import type { Invoice } from 'shared-contracts/records';

/**
 * Half-up to pence, immune to binary artefacts such as 1.005.
 *
 * @internal exported for its unit tests
 */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/**
 * VAT on a net amount, rounded to pence.
 *
 * @example vatAmount(850, 20) // 170
 *
 * @internal exported for its unit tests
 */
export function vatAmount(net: number, ratePercent: number): number {
  return round2((net * ratePercent) / 100);
}

/**
 * Net, VAT and gross of an invoice: the one VAT calculation, used by the store, the invoice form's
 * summary, the invoice page and its PNG and PDF. VAT is net × rate rounded half up to pence.
 *
 * @example invoiceTotals(850, 20) // { amount: 850, vat_amount: 170, total_amount: 1020 }
 * @example invoiceTotals(850, 5)  // { amount: 850, vat_amount: 42.5, total_amount: 892.5 }
 */
export function invoiceTotals(net: number, ratePercent: number): Pick<Invoice, 'amount' | 'vat_amount' | 'total_amount'> {
  const amount = round2(net);
  const vat = vatAmount(amount, ratePercent);
  return { amount, vat_amount: vat, total_amount: round2(amount + vat) };
}

const INVOICE_ID = /^ZRV(\d{8})(\d{3,})$/;

/**
 * ZRV + yyyymmdd + a sequence number of at least 3 digits.
 *
 * @example formatInvoiceId('2025-08-21', 4) // 'ZRV20250821004'
 */
export function formatInvoiceId(isoDate: string, sequence: number): string {
  return `ZRV${isoDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
}

export function parseInvoiceId(id: string): { compactDate: string; sequence: number } | undefined {
  const match = INVOICE_ID.exec(id);
  return match ? { compactDate: match[1], sequence: Number(match[2]) } : undefined;
}
