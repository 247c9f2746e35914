import type { Client } from 'shared-contracts/contract';
import type { ClientActivity } from 'shared-contracts/data';

/** A client as the list shows it: the stored record and its activity (revenue, jobs, last job). */
export type ClientRow = Client & Pick<ClientActivity, 'total_jobs' | 'total_revenue' | 'last_job_date'>;

const NO_ACTIVITY = { total_jobs: 0, total_revenue: 0, last_job_date: null };

/** Each client with its activity; a client without jobs has none. */
export function clientRows(clients: readonly Client[], activity: ReadonlyMap<string, ClientActivity>): ClientRow[] {
  return clients.map((client) => {
    const { total_jobs, total_revenue, last_job_date } = activity.get(client.id) ?? NO_ACTIVITY;
    return { ...client, total_jobs, total_revenue, last_job_date };
  });
}

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

/**
 * The four summary cards above the clients table.
 *
 * @example clientsSummary([{ status: 'active', total_revenue: 3000 }, { status: 'inactive', total_revenue: 0 }])
 * // { total: 2, active: 1, activePercent: 50, totalRevenue: 3000, averageRevenue: 1500 }
 */
export function clientsSummary(rows: readonly Pick<ClientRow, 'status' | 'total_revenue'>[]): ClientsSummary {
  let active = 0;
  let revenue = 0;
  for (const row of rows) {
    if (row.status === 'active') active += 1;
    revenue += row.total_revenue;
  }
  const total = rows.length;
  const totalRevenue = Math.round(revenue * 100) / 100;
  return {
    total,
    active,
    activePercent: total ? Math.round((active / total) * 100) : 0,
    totalRevenue,
    averageRevenue: total ? Math.round((totalRevenue / total) * 100) / 100 : 0,
  };
}
