import type { Driver } from 'shared-contracts/contract';

export interface DriversKpis {
  total: number;
  /** Mean rating of rated drivers, to 1 decimal ("4.4"); a new driver has no rating yet. */
  averageRating: string;
  /** full_time and part_time */
  employed: number;
  /** contractor */
  selfEmployed: number;
}

/**
 * The four figures above the drivers table.
 *
 * @example driversKpis(drivers) // { total: 18, averageRating: '4.4', employed: 15, selfEmployed: 3 }
 */
export function driversKpis(drivers: readonly Pick<Driver, 'rating' | 'employment_type'>[]): DriversKpis {
  let ratingSum = 0;
  let rated = 0;
  let employed = 0;
  let selfEmployed = 0;
  for (const driver of drivers) {
    if (driver.rating > 0) {
      ratingSum += driver.rating;
      rated += 1;
    }
    if (driver.employment_type === 'full_time' || driver.employment_type === 'part_time') employed += 1;
    else if (driver.employment_type === 'contractor') selfEmployed += 1;
  }
  return { total: drivers.length, averageRating: (rated ? ratingSum / rated : 0).toFixed(1), employed, selfEmployed };
}
