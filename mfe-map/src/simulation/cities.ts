import type { BoundingBox } from './geo';

export const LONDON = 'London';
/** The cities outside London, in the order seeded vehicles are dealt to them. */
export const REGIONAL_CITIES = ['Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Cardiff', 'Bristol', 'Edinburgh'] as const;
export const CITY_NAMES = [LONDON, ...REGIONAL_CITIES] as const;
export type CityName = (typeof CITY_NAMES)[number];

/** Built-up areas, rounded to 0.01°. */
export const CITY_BOUNDS: Readonly<Record<CityName, BoundingBox>> = {
  London: { minLng: -0.51, minLat: 51.29, maxLng: 0.33, maxLat: 51.69 },
  Manchester: { minLng: -2.35, minLat: 53.39, maxLng: -2.15, maxLat: 53.55 },
  Birmingham: { minLng: -2.03, minLat: 52.38, maxLng: -1.73, maxLat: 52.56 },
  Leeds: { minLng: -1.7, minLat: 53.74, maxLng: -1.43, maxLat: 53.88 },
  Glasgow: { minLng: -4.39, minLat: 55.8, maxLng: -4.12, maxLat: 55.92 },
  Cardiff: { minLng: -3.28, minLat: 51.44, maxLng: -3.11, maxLat: 51.54 },
  Bristol: { minLng: -2.68, minLat: 51.41, maxLng: -2.51, maxLat: 51.51 },
  Edinburgh: { minLng: -3.33, minLat: 55.89, maxLng: -3.08, maxLat: 55.99 },
};

/** Great Britain and Northern Ireland with their islands (Scilly to Shetland). */
export const UK_BOUNDS: BoundingBox = { minLng: -8.65, minLat: 49.86, maxLng: 1.77, maxLat: 60.86 };
