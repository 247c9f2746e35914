import { addDays, clientTypeLabel, isActiveVehicle, toIsoDate, type Client, type Driver, type Invoice, type Job, type Vehicle } from 'shared-contracts/contract';
import { clientActivityIndex } from 'shared-contracts/data';
import { routeName } from './routeNames';

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
  vehicles: { active: number; total: number; utilisation: number };
  revenueByClientType: ClientTypeRevenue[];
  topRoutes: RouteFigure[];
  /** Five months, oldest first; the last is the latest 30 days. */
  monthlyTrend: MonthFigure[];
}

export interface ReportSources {
  jobs: readonly Job[];
  invoices: readonly Invoice[];
  clients: readonly Client[];
  drivers: readonly Driver[];
  vehicles: readonly Vehicle[];
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

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
const growth = (now: number, before: number) => (before ? Math.round(((now - before) / before) * 1000) / 10 : 0);

function completedInLastMonth(jobs: readonly Job[], today: Date): Job[] {
  const since = toIsoDate(addDays(today, -MONTH_DAYS));
  const until = toIsoDate(today);
  return jobs.filter((job) => job.status === 'completed' && job.pickup_date >= since && job.pickup_date <= until);
}

function monthlyTrend(revenue: number, jobs: number, today: Date): MonthFigure[] {
  const factors = [...EARLIER_MONTHS, { revenue: 1, jobs: 1 }];
  return factors.map((factor, i) => ({
    month: MONTHS_SHORT[(today.getMonth() - (factors.length - 1 - i) + 12) % 12],
    revenue: Math.round(revenue * factor.revenue),
    jobs: Math.round(jobs * factor.jobs),
  }));
}

function revenueByClientType(sources: ReportSources): ClientTypeRevenue[] {
  const activity = clientActivityIndex(sources.jobs, sources.invoices);
  const byLabel = new Map<string, number>();
  let all = 0;
  for (const client of sources.clients) {
    const revenue = activity.get(client.id)?.total_revenue ?? 0;
    if (revenue <= 0) continue;
    const label = clientTypeLabel(client.client_type);
    byLabel.set(label, (byLabel.get(label) ?? 0) + revenue);
    all += revenue;
  }
  return [...byLabel]
    .map(([label, revenue]) => ({ label, revenue: Math.round(revenue), share: percent(revenue, all) }))
    .sort((a, b) => b.revenue - a.revenue || a.label.localeCompare(b.label));
}

function topRoutes(jobs: readonly Job[]): RouteFigure[] {
  const routes = new Map<string, RouteFigure>();
  for (const job of jobs) {
    const route = routeName(job.pickup_address, job.delivery_address);
    if (!route) continue;
    const figure = routes.get(route) ?? { route, jobs: 0, revenue: 0 };
    figure.jobs += 1;
    figure.revenue += job.total_amount;
    routes.set(route, figure);
  }
  return [...routes.values()]
    .map((figure) => ({ ...figure, revenue: Math.round(figure.revenue) }))
    .sort((a, b) => b.jobs - a.jobs || b.revenue - a.revenue || a.route.localeCompare(b.route))
    .slice(0, TOP_ROUTES);
}

/**
 * The Reports & Analytics figures, from the data set as it is now.
 *
 * @example buildReport(store data, today).monthlyTrend.length // 5
 */
export function buildReport(sources: ReportSources, today: Date): ReportData {
  const completed = completedInLastMonth(sources.jobs, today);
  const revenue = Math.round(completed.reduce((sum, job) => sum + job.total_amount, 0));
  const trend = monthlyTrend(revenue, completed.length, today);
  const lastMonth = trend[trend.length - 2];
  const onJob = sources.drivers.filter((driver) => driver.current_status === 'on_job').length;
  const active = sources.vehicles.filter(isActiveVehicle).length;
  return {
    updated: toIsoDate(today),
    revenue: { thisMonth: revenue, lastMonth: lastMonth.revenue, growth: growth(revenue, lastMonth.revenue) },
    jobs: { thisMonth: completed.length, lastMonth: lastMonth.jobs, growth: growth(completed.length, lastMonth.jobs) },
    drivers: { onJob, total: sources.drivers.length, utilisation: percent(onJob, sources.drivers.length) },
    vehicles: { active, total: sources.vehicles.length, utilisation: percent(active, sources.vehicles.length) },
    revenueByClientType: revenueByClientType(sources),
    topRoutes: topRoutes(completed),
    monthlyTrend: trend,
  };
}
