import { formatCurrency, formatCurrencyCompact } from 'shared-contracts/domain';

import type { InvoiceFigures } from '../common/invoiceFigures';
import type { ReportData } from './reportData';

export interface ReportInsights {
  keyWins: string[];
  opportunities: string[];
  actionItems: string[];
}

/** What the insights read beside the report's own figures. */
export interface InsightSources {
  invoices: InvoiceFigures;
  /** Jobs booked and not started. */
  scheduledJobs: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Key Wins, Opportunities and Action Items, read from the report's figures and the invoice figures.
 *
 * @example reportInsights(report, { invoices, scheduledJobs: 97 }).actionItems[0] // 'Chase 4 overdue invoices worth £9,876.00'
 */
export function reportInsights(report: ReportData, { invoices, scheduledJobs }: InsightSources): ReportInsights {
  const { revenue, jobs, revenueByClientType, topRoutes, vehicles } = report;
  const { paid, overdue, draft, outstanding } = invoices;
  const [topType] = revenueByClientType;
  const [topRoute] = topRoutes;

  const keyWins = [
    revenue.growth >= 0
      ? `Revenue up ${revenue.growth}% on last month, to ${formatCurrencyCompact(revenue.thisMonth)}`
      : `Revenue of ${formatCurrencyCompact(revenue.thisMonth)}, ${Math.abs(revenue.growth)}% below last month`,
    `${plural(jobs.thisMonth, 'job')} completed in the last 30 days`,
    ...(topType
      ? [`${topType.label} clients brought in ${formatCurrencyCompact(topType.revenue)}, ${topType.share}% of client revenue`]
      : []),
    `${plural(paid.count, 'invoice')} paid, ${formatCurrency(paid.amount)} received`,
  ];
  const opportunities = [
    ...(topRoute
      ? [`${topRoute.route} is the busiest route, with ${plural(topRoute.jobs, 'job')}: a regular service could carry return loads`]
      : []),
    `${plural(scheduledJobs, 'job')} booked for the coming weeks`,
    `${plural(vehicles.available, 'vehicle')} available for new work (fleet utilisation ${vehicles.utilisation}%)`,
  ];
  const actionItems = [
    overdue.count > 0
      ? `Chase ${plural(overdue.count, 'overdue invoice')} worth ${formatCurrency(overdue.amount)}`
      : 'No overdue invoices to chase',
    `${plural(outstanding.count, 'invoice')} awaiting payment, ${formatCurrency(outstanding.amount)} in all`,
    ...(draft.count > 0 ? [`Finish and send ${plural(draft.count, 'draft invoice')}`] : []),
    ...(vehicles.offRoad > 0 ? [`${plural(vehicles.offRoad, 'vehicle')} in maintenance or out of service`] : []),
  ];
  return { keyWins, opportunities, actionItems };
}
