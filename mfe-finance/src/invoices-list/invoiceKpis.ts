import { isOutstanding, type Invoice } from 'shared-contracts/contract';

/** A card's figure: the sum of the invoices' totals (VAT included) and how many there are. */
export interface InvoiceFigure {
  amount: number;
  count: number;
}

export interface InvoiceKpis {
  /** Every invoice but cancelled ones: paid plus outstanding. */
  totalRevenue: InvoiceFigure;
  paid: InvoiceFigure;
  /** Neither paid nor cancelled. */
  outstanding: InvoiceFigure;
  overdue: InvoiceFigure;
}

type KpiInvoice = Pick<Invoice, 'status' | 'total_amount'>;

function figureOf(invoices: readonly KpiInvoice[], include: (invoice: KpiInvoice) => boolean): InvoiceFigure {
  let pence = 0;
  let count = 0;
  for (const invoice of invoices) {
    if (!include(invoice)) continue;
    pence += Math.round(invoice.total_amount * 100);
    count += 1;
  }
  return { amount: pence / 100, count };
}

/**
 * The four cards above the invoice table.
 *
 * @example invoiceKpis([{ status: 'paid', total_amount: 1020 }, { status: 'overdue', total_amount: 600 }]).outstanding // { amount: 600, count: 1 }
 */
export function invoiceKpis(invoices: readonly KpiInvoice[]): InvoiceKpis {
  return {
    totalRevenue: figureOf(invoices, (invoice) => invoice.status !== 'cancelled'),
    paid: figureOf(invoices, (invoice) => invoice.status === 'paid'),
    outstanding: figureOf(invoices, isOutstanding),
    overdue: figureOf(invoices, (invoice) => invoice.status === 'overdue'),
  };
}
