import { KM_PER_MILE } from '../simulation/geo';

export type SpeedUnit = 'km/h' | 'mph';

/**
 * A speed for people: one decimal below 10 (so a parked 0.6 km/h does not read as 1), whole numbers above.
 *
 * @example formatSpeed(0.6) // '0.6 km/h'
 * @example formatSpeed(80.4672, 'mph') // '50 mph'
 */
export function formatSpeed(kph: number, unit: SpeedUnit = 'km/h'): string {
  const value = unit === 'mph' ? kph / KM_PER_MILE : kph;
  return `${value < 9.95 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}
