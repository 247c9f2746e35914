import { buildReport } from './reportData';
import { reportInsights } from './reportInsights';
import { REPORT_SOURCES, REPORT_TODAY } from './reportFixture';

describe('buildReport', () => {
  const report = buildReport(REPORT_SOURCES, REPORT_TODAY);

  it('this month is the last 30 days of completed jobs: J1 1,000 + J2 500 + J3 2,000', () => {
    expect(report.updated).toBe('2025-08-21');
    // Last month is 0.89 of this month: 3,115 and 2.67 → 3 jobs; 385 / 3,115 = 12.36 %.
    expect(report.revenue).toEqual({ thisMonth: 3500, lastMonth: 3115, growth: 12.4 });
    expect(report.jobs).toEqual({ thisMonth: 3, lastMonth: 3, growth: 0 });
  });

  it('utilisation: drivers on a job (3 of 4) and active vehicles (2 of 4)', () => {
    expect(report.drivers).toEqual({ onJob: 3, total: 4, utilisation: 75 });
    expect(report.vehicles).toEqual({ active: 2, total: 4, utilisation: 50 });
  });

  it('revenue by client type: completed jobs plus invoices that bill no job, never cancelled ones', () => {
    // Museum: J1 + J3 = 3,000. Art gallery: J2 + J4 + I1's 250 net = 1,450. 3,000 / 4,450 = 67 %.
    expect(report.revenueByClientType).toEqual([
      { label: 'Museum', revenue: 3000, share: 67 },
      { label: 'Art Gallery', revenue: 1450, share: 33 },
    ]);
  });

  it('popular routes: the month\'s completed jobs by town to town, most jobs first', () => {
    expect(report.topRoutes).toEqual([
      { route: 'London → Leeds', jobs: 2, revenue: 1500 },
      { route: 'Within Bath', jobs: 1, revenue: 2000 },
    ]);
  });

  it('the trend shows five months, oldest first, ending with this one', () => {
    expect(report.monthlyTrend).toEqual([
      { month: 'Apr', revenue: 2730, jobs: 2 },
      { month: 'May', revenue: 2940, jobs: 3 },
      { month: 'Jun', revenue: 3255, jobs: 3 },
      { month: 'Jul', revenue: 3115, jobs: 3 },
      { month: 'Aug', revenue: 3500, jobs: 3 },
    ]);
    expect(buildReport(REPORT_SOURCES, new Date(2026, 1, 3)).monthlyTrend.map((month) => month.month)).toEqual(['Oct', 'Nov', 'Dec', 'Jan', 'Feb']);
  });

  it('keeps the five busiest routes only', () => {
    const towns = ['Leeds', 'York', 'Bath', 'Derby', 'Hull', 'Ely'];
    const jobs = towns.flatMap((town, i) =>
      Array.from({ length: i + 1 }, (_, k) => ({ ...REPORT_SOURCES.jobs[0], id: `${town}${k}`, delivery_address: `1 Road, ${town} AB1 2CD` })),
    );
    expect(buildReport({ ...REPORT_SOURCES, jobs }, REPORT_TODAY).topRoutes.map((route) => route.route)).toEqual([
      'London → Ely', 'London → Hull', 'London → Derby', 'London → Bath', 'London → York',
    ]);
  });
});

describe('reportInsights', () => {
  it('reads Key Wins, Opportunities and Action Items from the figures', () => {
    const report = buildReport(REPORT_SOURCES, REPORT_TODAY);
    expect(reportInsights(report, REPORT_SOURCES)).toEqual({
      keyWins: [
        'Revenue up 12.4% on last month, to £3.5k',
        '3 jobs completed in the last 30 days',
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
    const report = buildReport(REPORT_SOURCES, REPORT_TODAY);
    const insights = reportInsights({ ...report, revenue: { thisMonth: 900, lastMonth: 1000, growth: -10 } }, { ...REPORT_SOURCES, invoices: [] });
    expect(insights.keyWins[0]).toBe('Revenue of £900, 10% below last month');
    expect(insights.actionItems[0]).toBe('No overdue invoices to chase');
  });
});
