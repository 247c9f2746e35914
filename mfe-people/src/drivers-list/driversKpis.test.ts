import type { AggregateGroup } from 'shared-contracts/contract';

import { driversKpis } from './driversKpis';

const group = (key: AggregateGroup['key'], count: number, avg: AggregateGroup['avg'] = {}): AggregateGroup => ({
  key,
  count,
  sum: {},
  avg,
  max: {},
});

describe('driversKpis', () => {
  it('counts every driver, full_time and part_time as Employed, contractor as Self-Employed', () => {
    const kpis = driversKpis([group('full_time', 12), group('contractor', 3), group('part_time', 3)], [group(null, 18, { rating: 4.4 })]);
    expect(kpis).toEqual({ total: 18, averageRating: '4.4', employed: 15, selfEmployed: 3 });
  });

  it('counts a driver of another employment type in the total only', () => {
    expect(driversKpis([group('full_time', 2), group(null, 1)], [])).toMatchObject({ total: 3, employed: 2, selfEmployed: 0 });
  });

  it('shows the average rating to 1 decimal, and 0.0 when nobody is rated yet', () => {
    expect(driversKpis([], [group(null, 3, { rating: 4.3 })]).averageRating).toBe('4.3');
    expect(driversKpis([], [group(null, 2, { rating: 4.25 })]).averageRating).toBe('4.3');
    expect(driversKpis([], [group(null, 0, { rating: null })]).averageRating).toBe('0.0');
  });
});
