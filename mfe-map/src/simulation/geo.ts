import { randomBetween, type RandomSource } from './random';

/** [lng, lat] in degrees, as OpenLayers and GeoJSON order them. */
export type LngLat = readonly [lng: number, lat: number];

export interface BoundingBox {
  readonly minLng: number;
  readonly minLat: number;
  readonly maxLng: number;
  readonly maxLat: number;
}

/** Mean Earth radius 6371 km × π / 180. */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
export const KM_PER_MILE = 1.609344;
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Miles per hour to kilometres per hour.
 *
 * @example mphToKph(50) // 80.4672
 */
export function mphToKph(mph: number): number {
  return mph * KM_PER_MILE;
}

/**
 * Kilometres between two points (equirectangular: within a few metres of great-circle distance at city scale).
 *
 * @example distanceKm(-0.1, 51.5, -0.1, 52.5) // 111.19…
 */
export function distanceKm(fromLng: number, fromLat: number, toLng: number, toLat: number): number {
  const x = (toLng - fromLng) * Math.cos(((fromLat + toLat) / 2) * RADIANS_PER_DEGREE);
  const y = toLat - fromLat;
  return Math.sqrt(x * x + y * y) * KM_PER_DEGREE;
}

/**
 * Whether a point lies in a box, edges included; NaN is never inside.
 *
 * @example isInsideBox(UK_BOUNDS, [-0.12, 51.5]) // true
 */
export function isInsideBox(box: BoundingBox, lng: number, lat: number): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}

/**
 * A uniformly random point in a box; draws the longitude first, then the latitude.
 *
 * @example randomPointInBox(CITY_BOUNDS.London, createSeededRandom(7)) // [-0.2…, 51.4…]
 */
export function randomPointInBox(box: BoundingBox, random: RandomSource): [number, number] {
  const lng = randomBetween(random, box.minLng, box.maxLng);
  const lat = randomBetween(random, box.minLat, box.maxLat);
  return [lng, lat];
}
