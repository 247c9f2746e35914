import type { AggregateGroup, AggregateParams } from 'shared-contracts/contract';

/** Drivers counted per employment type. */
export const BY_EMPLOYMENT: AggregateParams = { groupBy: 'employment_type' };
/** The mean rating of drivers who have one (a new driver's is 0). */
export const RATED_AVERAGE: AggregateParams = { filter: { rating_gt: 0 }, avg: ['rating'] };

export interface DriversKpis {
  total: number;
  /** Mean rating of rated drivers, to 1 decimal ("4.4"). */
  averageRating: string;
  /** full_time and part_time */
  employed: number;
  /** contractor */
  selfEmployed: number;
}

const EMPLOYED = new Set(['full_time', 'part_time']);

/**
 * The four figures above the drivers table, from the provider's answers to BY_EMPLOYMENT and RATED_AVERAGE.
 *
 * @example driversKpis(byEmployment, rated) // { total: 18, averageRating: '4.4', employed: 15, selfEmployed: 3 }
 */
export function driversKpis(byEmployment: readonly AggregateGroup[], rated: readonly AggregateGroup[]): DriversKpis {
  const count = (test: (key: AggregateGroup['key']) => boolean) =>
    byEmployment.reduce((sum, group) => sum + (test(group.key) ? group.count : 0), 0);
  return {
    total: count(() => true),
    averageRating: (rated[0]?.avg.rating ?? 0).toFixed(1),
    employed: count((key) => EMPLOYED.has(String(key))),
    selfEmployed: count((key) => key === 'contractor'),
  };
}
