import { formatCurrency, formatCurrencyCompact, isOutstanding, type Invoice, type Job, type Vehicle } from 'shared-contracts/contract';
import type { ReportData } from './reportData';

export interface ReportInsights {
  keyWins: string[];
  opportunities: string[];
  actionItems: string[];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const sumTotals = (invoices: readonly Invoice[]) => Math.round(invoices.reduce((sum, invoice) => sum + invoice.total_amount * 100, 0)) / 100;

/**
 * Key Wins, Opportunities and Action Items, read from the report's figures and the records behind them.
 *
 * @example reportInsights(report, data).actionItems[0] // 'Chase 4 overdue invoices worth £9,876.00'
 */
export function reportInsights(report: ReportData, sources: { invoices: readonly Invoice[]; jobs: readonly Job[]; vehicles: readonly Vehicle[] }): ReportInsights {
  const { revenue, jobs, revenueByClientType, topRoutes, vehicles } = report;
  const paid = sources.invoices.filter((invoice) => invoice.status === 'paid');
  const overdue = sources.invoices.filter((invoice) => invoice.status === 'overdue');
  const drafts = sources.invoices.filter((invoice) => invoice.status === 'draft');
  const outstanding = sources.invoices.filter(isOutstanding);
  const scheduled = sources.jobs.filter((job) => job.status === 'scheduled').length;
  const offRoad = sources.vehicles.filter((vehicle) => vehicle.status === 'maintenance' || vehicle.status === 'out_of_service').length;
  const available = sources.vehicles.filter((vehicle) => vehicle.status === 'available').length;
  const [topType] = revenueByClientType;
  const [topRoute] = topRoutes;

  const keyWins = [
    revenue.growth >= 0
      ? `Revenue up ${revenue.growth}% on last month, to ${formatCurrencyCompact(revenue.thisMonth)}`
      : `Revenue of ${formatCurrencyCompact(revenue.thisMonth)}, ${Math.abs(revenue.growth)}% below last month`,
    `${plural(jobs.thisMonth, 'job')} completed in the last 30 days`,
    ...(topType ? [`${topType.label} clients brought in ${formatCurrencyCompact(topType.revenue)}, ${topType.share}% of client revenue`] : []),
    `${plural(paid.length, 'invoice')} paid, ${formatCurrency(sumTotals(paid))} received`,
  ];
  const opportunities = [
    ...(topRoute ? [`${topRoute.route} is the busiest route, with ${plural(topRoute.jobs, 'job')}: a regular service could carry return loads`] : []),
    `${plural(scheduled, 'job')} booked for the coming weeks`,
    `${plural(available, 'vehicle')} available for new work (fleet utilisation ${vehicles.utilisation}%)`,
  ];
  const actionItems = [
    overdue.length > 0 ? `Chase ${plural(overdue.length, 'overdue invoice')} worth ${formatCurrency(sumTotals(overdue))}` : 'No overdue invoices to chase',
    `${plural(outstanding.length, 'invoice')} awaiting payment, ${formatCurrency(sumTotals(outstanding))} in all`,
    ...(drafts.length > 0 ? [`Finish and send ${plural(drafts.length, 'draft invoice')}`] : []),
    ...(offRoad > 0 ? [`${plural(offRoad, 'vehicle')} in maintenance or out of service`] : []),
  ];
  return { keyWins, opportunities, actionItems };
}
