import type { AggregateGroup, AggregateParams } from 'shared-contracts/contract';

/** Clients counted and their revenue added up per status. */
export const BY_STATUS: AggregateParams = { groupBy: 'status', sum: ['total_revenue'] };

export interface ClientsSummary {
  total: number;
  active: number;
  /** Active clients as a whole percentage of all clients. */
  activePercent: number;
  /** Net GBP over every client. */
  totalRevenue: number;
  /** Total revenue per client, to the penny. */
  averageRevenue: number;
}

const toPence = (pounds: number) => Math.round(pounds * 100);

/**
 * The four summary cards above the clients table, from the provider's answer to BY_STATUS; any status
 * other than active counts as inactive.
 *
 * @example clientsSummary([{ key: 'active', count: 1, sum: { total_revenue: 3000 } }, { key: 'inactive', count: 1, sum: { total_revenue: 0 } }])
 * // { total: 2, active: 1, activePercent: 50, totalRevenue: 3000, averageRevenue: 1500 }
 */
export function clientsSummary(byStatus: readonly Pick<AggregateGroup, 'key' | 'count' | 'sum'>[]): ClientsSummary {
  let total = 0;
  let active = 0;
  let pence = 0;
  for (const group of byStatus) {
    total += group.count;
    if (group.key === 'active') active += group.count;
    pence += toPence(group.sum.total_revenue ?? 0);
  }
  return {
    total,
    active,
    activePercent: total ? Math.round((active / total) * 100) : 0,
    totalRevenue: pence / 100,
    averageRevenue: total ? Math.round(pence / total) / 100 : 0,
  };
}
