import type { AggregateGroup } from 'shared-contracts/contract';

import { buildReport, reportQueries, type ReportSources } from './reportData';
import { reportInsights } from './reportInsights';

const TODAY = new Date(2025, 7, 21, 9, 0);
const group = (key: string | null, count: number, sum: Record<string, number> = {}): AggregateGroup => ({
  key,
  count,
  sum,
  avg: {},
  max: {},
});

/** The provider's answers for a small data set, written out by hand. */
const SOURCES: ReportSources = {
  routes: [
    group('London → Leeds', 2, { total_amount: 1500 }),
    group('Within Bath', 1, { total_amount: 2000 }),
    // A completed job whose towns could not be read: in the month's figures, in no route.
    group(null, 1, { total_amount: 99.99 }),
  ],
  clientTypes: [group('art_gallery', 1, { total_revenue: 1450 }), group('museum', 1, { total_revenue: 3000 })],
  drivers: [group('on_job', 3), group('available', 1)],
  vehicles: [group('in_use', 1), group('en_route', 1), group('available', 1), group('maintenance', 1)],
};

describe('reportQueries', () => {
  it('reads the completed jobs of the 30 days up to today by route, and the other figures as counts', () => {
    expect(reportQueries(TODAY)).toEqual({
      routes: {
        resource: 'jobs',
        params: {
          groupBy: 'route',
          sum: ['total_amount'],
          filter: { status: 'completed', pickup_date_gte: '2025-07-22', pickup_date_lte: '2025-08-21' },
        },
      },
      clientTypes: { resource: 'clients', params: { groupBy: 'client_type', sum: ['total_revenue'], filter: { total_revenue_gt: 0 } } },
      drivers: { resource: 'drivers', params: { groupBy: 'current_status' } },
      vehicles: { resource: 'vehicles', params: { groupBy: 'status' } },
    });
  });
});

describe('buildReport', () => {
  const report = buildReport(SOURCES, TODAY);

  it('this month is every completed job of the last 30 days: 1,500 + 2,000 + 99.99, four jobs', () => {
    expect(report.updated).toBe('2025-08-21');
    // 3,599.99 → 3,600. Last month is 0.89 of it: 3,204; 396 / 3,204 = 12.36 %. Jobs: 0.92 × 4 = 3.68 → 4.
    expect(report.revenue).toEqual({ thisMonth: 3600, lastMonth: 3204, growth: 12.4 });
    expect(report.jobs).toEqual({ thisMonth: 4, lastMonth: 4, growth: 0 });
  });

  it('utilisation: drivers on a job (3 of 4) and active vehicles (2 of 4); one available, one off the road', () => {
    expect(report.drivers).toEqual({ onJob: 3, total: 4, utilisation: 75 });
    expect(report.vehicles).toEqual({ active: 2, available: 1, offRoad: 1, total: 4, utilisation: 50 });
  });

  it('revenue by client type, most first, with its share: 3,000 / 4,450 = 67 %', () => {
    expect(report.revenueByClientType).toEqual([
      { label: 'Museum', revenue: 3000, share: 67 },
      { label: 'Art Gallery', revenue: 1450, share: 33 },
    ]);
  });

  it('popular routes: most jobs first, a job without a route left out', () => {
    expect(report.topRoutes).toEqual([
      { route: 'London → Leeds', jobs: 2, revenue: 1500 },
      { route: 'Within Bath', jobs: 1, revenue: 2000 },
    ]);
  });

  it('keeps the five busiest routes: most jobs, then most revenue, then by name', () => {
    const routes = [
      group('London → Ely', 1, { total_amount: 100 }),
      group('London → Hull', 3, { total_amount: 100 }),
      group('London → Derby', 3, { total_amount: 900 }),
      group('London → Bath', 2, { total_amount: 500 }),
      group('London → York', 2, { total_amount: 500 }),
      group('London → Leeds', 1, { total_amount: 800 }),
    ];
    expect(buildReport({ ...SOURCES, routes }, TODAY).topRoutes.map((route) => route.route)).toEqual([
      'London → Derby',
      'London → Hull',
      'London → Bath',
      'London → York',
      'London → Leeds',
    ]);
  });

  it('the trend shows five months, oldest first, ending with this one', () => {
    expect(report.monthlyTrend).toEqual([
      { month: 'Apr', revenue: 2808, jobs: 3 },
      { month: 'May', revenue: 3024, jobs: 3 },
      { month: 'Jun', revenue: 3348, jobs: 4 },
      { month: 'Jul', revenue: 3204, jobs: 4 },
      { month: 'Aug', revenue: 3600, jobs: 4 },
    ]);
    expect(buildReport(SOURCES, new Date(2026, 1, 3)).monthlyTrend.map((month) => month.month)).toEqual([
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
    ]);
  });

  it('is all zeros with nothing to report', () => {
    const none = buildReport({ routes: [], clientTypes: [], drivers: [], vehicles: [] }, TODAY);
    expect(none.revenue).toEqual({ thisMonth: 0, lastMonth: 0, growth: 0 });
    expect(none.drivers).toEqual({ onJob: 0, total: 0, utilisation: 0 });
    expect(none.revenueByClientType).toEqual([]);
    expect(none.topRoutes).toEqual([]);
  });
});

describe('reportInsights', () => {
  const report = buildReport(SOURCES, TODAY);
  const figure = (amount: number, count: number) => ({ amount, count });
  const invoices = {
    totalRevenue: figure(2220, 4),
    paid: figure(1200, 1),
    outstanding: figure(1020, 3),
    overdue: figure(600, 1),
    draft: figure(120, 1),
  };

  it('reads Key Wins, Opportunities and Action Items from the figures', () => {
    expect(reportInsights(report, { invoices, scheduledJobs: 1 })).toEqual({
      keyWins: [
        'Revenue up 12.4% on last month, to £3.6k',
        '4 jobs completed in the last 30 days',
        'Museum clients brought in £3k, 67% of client revenue',
        '1 invoice paid, £1,200.00 received',
      ],
      opportunities: [
        'London → Leeds is the busiest route, with 2 jobs: a regular service could carry return loads',
        '1 job booked for the coming weeks',
        '1 vehicle available for new work (fleet utilisation 50%)',
      ],
      actionItems: [
        'Chase 1 overdue invoice worth £600.00',
        '3 invoices awaiting payment, £1,020.00 in all',
        'Finish and send 1 draft invoice',
        '1 vehicle in maintenance or out of service',
      ],
    });
  });

  it('says when revenue fell and when nothing is overdue', () => {
    const none = { totalRevenue: figure(0, 0), paid: figure(0, 0), outstanding: figure(0, 0), overdue: figure(0, 0), draft: figure(0, 0) };
    const insights = reportInsights(
      { ...report, revenue: { thisMonth: 900, lastMonth: 1000, growth: -10 } },
      { invoices: none, scheduledJobs: 0 },
    );
    expect(insights.keyWins[0]).toBe('Revenue of £900, 10% below last month');
    expect(insights.actionItems).toEqual([
      'No overdue invoices to chase',
      '0 invoices awaiting payment, £0.00 in all',
      '1 vehicle in maintenance or out of service',
    ]);
  });
});
