import type { AggregateGroup, AggregateParams } from 'shared-contracts/contract';
import type { InvoiceStatus } from 'shared-contracts/records';

/** A figure of the invoices: the sum of their totals (VAT included) and how many there are. */
export interface InvoiceFigure {
  amount: number;
  count: number;
}

export interface InvoiceFigures {
  /** Every invoice but cancelled ones: paid plus outstanding. */
  totalRevenue: InvoiceFigure;
  paid: InvoiceFigure;
  /** Neither paid nor cancelled. */
  outstanding: InvoiceFigure;
  overdue: InvoiceFigure;
  draft: InvoiceFigure;
}

/** The one read every invoice figure comes from: count and total per status. */
export const INVOICES_BY_STATUS: AggregateParams = { groupBy: 'status', sum: ['total_amount'] };

const FIGURES: Record<keyof InvoiceFigures, (status: InvoiceStatus) => boolean> = {
  totalRevenue: (status) => status !== 'cancelled',
  paid: (status) => status === 'paid',
  outstanding: (status) => status !== 'paid' && status !== 'cancelled',
  overdue: (status) => status === 'overdue',
  draft: (status) => status === 'draft',
};

/**
 * The invoice figures from the provider's count and total per status (INVOICES_BY_STATUS), added up in pence
 * so they are right to the penny.
 *
 * @example invoiceFigures([{ key: 'paid', count: 2, sum: { total_amount: 1620.1 } }, …]).paid // { amount: 1620.1, count: 2 }
 */
export function invoiceFigures(groups: readonly Pick<AggregateGroup, 'key' | 'count' | 'sum'>[]): InvoiceFigures {
  const figure = (include: (status: InvoiceStatus) => boolean): InvoiceFigure => {
    let pence = 0;
    let count = 0;
    for (const group of groups) {
      if (!include(String(group.key) as InvoiceStatus)) continue;
      pence += Math.round((group.sum.total_amount ?? 0) * 100);
      count += group.count;
    }
    return { amount: pence / 100, count };
  };
  return {
    totalRevenue: figure(FIGURES.totalRevenue),
    paid: figure(FIGURES.paid),
    outstanding: figure(FIGURES.outstanding),
    overdue: figure(FIGURES.overdue),
    draft: figure(FIGURES.draft),
  };
}
