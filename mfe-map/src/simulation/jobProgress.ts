import { distanceKm, type LngLat } from './geo';

/**
 * Whole percent of the straight pickup → drop-off line already covered, 0 to 100 (a zero-length job is 100).
 *
 * @example jobProgressPercent([0, 50], [0, 51], [0, 50.25]) // 25
 */
export function jobProgressPercent(pickup: LngLat, dropoff: LngLat, position: LngLat): number {
  const total = distanceKm(pickup[0], pickup[1], dropoff[0], dropoff[1]);
  if (total === 0) return 100;
  const remaining = distanceKm(position[0], position[1], dropoff[0], dropoff[1]);
  const percent = Math.round((1 - remaining / total) * 100);
  return Math.min(Math.max(percent, 0), 100);
}
