import type { AggregateGroup, AggregateParams } from 'shared-contracts/contract';
import { ACTIVE_VEHICLE_STATUSES, addDays, toIsoDate } from 'shared-contracts/domain';
import { clientTypeLabel } from 'shared-contracts/records';

export interface PeriodFigure {
  thisMonth: number;
  lastMonth: number;
  /** Percent change, one decimal. */
  growth: number;
}

export interface ClientTypeRevenue {
  label: string;
  revenue: number;
  /** Whole percent of all client revenue. */
  share: number;
}

export interface RouteFigure {
  /** "London → Leeds" or "Within London" */
  route: string;
  jobs: number;
  revenue: number;
}

export interface MonthFigure {
  /** Short month name, e.g. "Aug" */
  month: string;
  revenue: number;
  jobs: number;
}

export interface ReportData {
  /** yyyy-mm-dd, the Updated badge */
  updated: string;
  revenue: PeriodFigure;
  jobs: PeriodFigure;
  drivers: { onJob: number; total: number; utilisation: number };
  vehicles: { active: number; available: number; offRoad: number; total: number; utilisation: number };
  revenueByClientType: ClientTypeRevenue[];
  topRoutes: RouteFigure[];
  /** Five months, oldest first; the last is the latest 30 days. */
  monthlyTrend: MonthFigure[];
}

/** The provider's figures the report is made of (see reportQueries). */
export interface ReportSources {
  /** Completed jobs of the last 30 days per route, with their total value. */
  routes: readonly AggregateGroup[];
  /** Client revenue per client type, of clients with any. */
  clientTypes: readonly AggregateGroup[];
  /** Drivers per current status. */
  drivers: readonly AggregateGroup[];
  /** Vehicles per status. */
  vehicles: readonly AggregateGroup[];
}

/** "This month" is the last 30 days of completed work. */
const MONTH_DAYS = 30;
const TOP_ROUTES = 5;
/**
 * The sample holds only the latest 30 days of work, so the four months before it follow a fixed
 * profile of the latest month's revenue and jobs (oldest first): a steady climb, with a dip in
 * revenue last month.
 */
const EARLIER_MONTHS = [
  { revenue: 0.78, jobs: 0.83 },
  { revenue: 0.84, jobs: 0.86 },
  { revenue: 0.93, jobs: 0.9 },
  { revenue: 0.89, jobs: 0.92 },
] as const;
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const OFF_ROAD = ['maintenance', 'out_of_service'];

/**
 * The provider's aggregates the report reads, for the 30 days up to `today`: every figure is a count or
 * a sum the provider works out, so the report never loads the records themselves.
 */
export function reportQueries(
  today: Date,
): Record<keyof ReportSources, { resource: 'jobs' | 'clients' | 'drivers' | 'vehicles'; params: AggregateParams }> {
  const month = { pickup_date_gte: toIsoDate(addDays(today, -MONTH_DAYS)), pickup_date_lte: toIsoDate(today) };
  return {
    routes: { resource: 'jobs', params: { groupBy: 'route', sum: ['total_amount'], filter: { status: 'completed', ...month } } },
    clientTypes: { resource: 'clients', params: { groupBy: 'client_type', sum: ['total_revenue'], filter: { total_revenue_gt: 0 } } },
    drivers: { resource: 'drivers', params: { groupBy: 'current_status' } },
    vehicles: { resource: 'vehicles', params: { groupBy: 'status' } },
  };
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
const growth = (now: number, before: number) => (before ? Math.round(((now - before) / before) * 1000) / 10 : 0);
const pence = (group: AggregateGroup, field: string) => Math.round((group.sum[field] ?? 0) * 100);
const countOf = (groups: readonly AggregateGroup[], keys?: readonly string[]) =>
  groups.reduce((total, group) => (keys === undefined || keys.includes(String(group.key)) ? total + group.count : total), 0);

function monthlyTrend(revenue: number, jobs: number, today: Date): MonthFigure[] {
  const factors = [...EARLIER_MONTHS, { revenue: 1, jobs: 1 }];
  return factors.map((factor, i) => ({
    month: MONTHS_SHORT[(today.getMonth() - (factors.length - 1 - i) + 12) % 12],
    revenue: Math.round(revenue * factor.revenue),
    jobs: Math.round(jobs * factor.jobs),
  }));
}

/** Each client type's revenue and share, most first. */
function revenueByClientType(groups: readonly AggregateGroup[]): ClientTypeRevenue[] {
  const all = groups.reduce((total, group) => total + pence(group, 'total_revenue'), 0);
  return groups
    .map((group) => ({
      label: clientTypeLabel(String(group.key)),
      revenue: Math.round(pence(group, 'total_revenue') / 100),
      share: percent(pence(group, 'total_revenue'), all),
    }))
    .sort((a, b) => b.revenue - a.revenue || a.label.localeCompare(b.label));
}

/** The busiest routes: most jobs, then most revenue, then by name; jobs whose towns cannot be read have no route. */
function topRoutes(groups: readonly AggregateGroup[]): RouteFigure[] {
  return groups
    .filter((group) => group.key !== null && group.key !== '')
    .map((group) => ({ route: String(group.key), jobs: group.count, revenue: Math.round(pence(group, 'total_amount') / 100) }))
    .sort((a, b) => b.jobs - a.jobs || b.revenue - a.revenue || a.route.localeCompare(b.route))
    .slice(0, TOP_ROUTES);
}

/**
 * The Reports & Analytics figures from the provider's aggregates (see reportQueries). The month's jobs and
 * revenue are those of every route group, the jobs without a route included.
 *
 * @example buildReport(sources, today).monthlyTrend.length // 5
 */
export function buildReport(sources: ReportSources, today: Date): ReportData {
  const completed = countOf(sources.routes);
  const revenue = Math.round(sources.routes.reduce((total, group) => total + pence(group, 'total_amount'), 0) / 100);
  const trend = monthlyTrend(revenue, completed, today);
  const lastMonth = trend[trend.length - 2];
  const drivers = countOf(sources.drivers);
  const onJob = countOf(sources.drivers, ['on_job']);
  const vehicles = countOf(sources.vehicles);
  const active = countOf(sources.vehicles, ACTIVE_VEHICLE_STATUSES);
  return {
    updated: toIsoDate(today),
    revenue: { thisMonth: revenue, lastMonth: lastMonth.revenue, growth: growth(revenue, lastMonth.revenue) },
    jobs: { thisMonth: completed, lastMonth: lastMonth.jobs, growth: growth(completed, lastMonth.jobs) },
    drivers: { onJob, total: drivers, utilisation: percent(onJob, drivers) },
    vehicles: {
      active,
      available: countOf(sources.vehicles, ['available']),
      offRoad: countOf(sources.vehicles, OFF_ROAD),
      total: vehicles,
      utilisation: percent(active, vehicles),
    },
    revenueByClientType: revenueByClientType(sources.clientTypes),
    topRoutes: topRoutes(sources.routes),
    monthlyTrend: trend,
  };
}
