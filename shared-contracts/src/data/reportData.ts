import { addDays, toIsoDate } from '../domain/calendar';
import { clientTypeLabel, type Client, type ClientType } from '../domain/client';
import { clientActivityIndex } from '../domain/clientActivity';
import type { Driver } from '../domain/driver';
import type { Invoice } from '../domain/invoice';
import type { Job } from '../domain/job';
import type { MonthFigure, ReportData } from '../domain/report';
import { isActiveVehicle, type Vehicle } from '../domain/vehicle';
import { monthShortName } from '../format/dates';
import { createRng } from './random';
import { townOfAddressLine } from './ukPlaces';

const TREND_MONTHS = 5;
const TOP_ROUTES = 5;

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
const growth = (now: number, before: number) => (before ? Math.round(((now - before) / before) * 1000) / 10 : 0);

/**
 * The reports page's figures. The latest month is the last 30 days of completed jobs; the sample
 * holds no older jobs, so the four months before it are seeded around that figure.
 *
 * @example buildReportData(data, today).monthlyTrend.length // 5
 */
export function buildReportData(
  data: { jobs: readonly Job[]; invoices: readonly Invoice[]; clients: readonly Client[]; drivers: readonly Driver[]; vehicles: readonly Vehicle[]; seed?: number },
  today: Date,
): ReportData {
  const since = toIsoDate(addDays(today, -30));
  let revenue = 0;
  let jobs = 0;
  const routes = new Map<string, { jobs: number; revenue: number }>();
  for (const job of data.jobs) {
    if (job.status !== 'completed' || job.pickup_date < since) continue;
    revenue += job.total_amount;
    jobs += 1;
    const from = townOfAddressLine(job.pickup_address);
    const to = townOfAddressLine(job.delivery_address);
    if (!from || !to) continue;
    const route = `${from} → ${to}`;
    const figure = routes.get(route) ?? { jobs: 0, revenue: 0 };
    figure.jobs += 1;
    figure.revenue += job.total_amount;
    routes.set(route, figure);
  }

  const rng = createRng(data.seed ?? 0, `report-${toIsoDate(today)}`);
  const monthlyTrend: MonthFigure[] = [];
  for (let back = TREND_MONTHS - 1; back >= 0; back--) {
    const factor = back === 0 ? 1 : 0.82 + rng.next() * 0.3;
    monthlyTrend.push({
      month: monthShortName(today.getMonth() - back),
      revenue: Math.round(revenue * factor),
      jobs: Math.round(jobs * factor),
    });
  }
  const previous = monthlyTrend[TREND_MONTHS - 2];

  const byType = new Map<ClientType, number>();
  const activity = clientActivityIndex(data.jobs, data.invoices);
  let allRevenue = 0;
  for (const client of data.clients) {
    const value = activity.get(client.id)?.total_revenue ?? 0;
    byType.set(client.client_type, (byType.get(client.client_type) ?? 0) + value);
    allRevenue += value;
  }

  return {
    updated: toIsoDate(today),
    revenue: { thisMonth: Math.round(revenue), lastMonth: previous.revenue, growth: growth(revenue, previous.revenue) },
    jobs: { thisMonth: jobs, lastMonth: previous.jobs, growth: growth(jobs, previous.jobs) },
    driverUtilisation: percent(data.drivers.filter((d) => d.current_status === 'on_job').length, data.drivers.length),
    vehicleUtilisation: percent(data.vehicles.filter(isActiveVehicle).length, data.vehicles.length),
    revenueByClientType: [...byType]
      .map(([clientType, value]) => ({ clientType, label: clientTypeLabel(clientType), revenue: Math.round(value), share: percent(value, allRevenue) }))
      .sort((a, b) => b.revenue - a.revenue),
    topRoutes: [...routes]
      .map(([route, figure]) => ({ route, jobs: figure.jobs, revenue: Math.round(figure.revenue) }))
      .sort((a, b) => b.jobs - a.jobs || b.revenue - a.revenue)
      .slice(0, TOP_ROUTES),
    monthlyTrend,
  };
}
