import { clientsSummary } from './clientsSummary';

const group = (key: string | null, count: number, revenue: number) => ({ key, count, sum: { total_revenue: revenue } });

describe('clientsSummary', () => {
  it('counts clients, active ones as a whole percentage, and totals and averages revenue to the penny', () => {
    expect(clientsSummary([group('active', 2, 3000.5), group('inactive', 1, 0)])).toEqual({
      total: 3,
      active: 2,
      activePercent: 67,
      totalRevenue: 3000.5,
      averageRevenue: 1000.17,
    });
  });

  it('adds the groups to the penny, without floating-point dust', () => {
    expect(clientsSummary([group('active', 1, 0.1), group('inactive', 1, 0.2)]).totalRevenue).toBe(0.3);
  });

  it('counts any status other than active as inactive', () => {
    expect(clientsSummary([group('suspended', 1, 10), group(null, 1, 0)])).toMatchObject({ total: 2, active: 0, activePercent: 0 });
  });

  it('is all zeros with no clients', () => {
    expect(clientsSummary([])).toEqual({ total: 0, active: 0, activePercent: 0, totalRevenue: 0, averageRevenue: 0 });
  });
});
