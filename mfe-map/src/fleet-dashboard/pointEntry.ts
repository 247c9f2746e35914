import { CITY_BOUNDS, type CityName, UK_BOUNDS } from '../simulation/cities';
import type { LngLat } from '../simulation/geo';

/**
 * The centre of a city's box, where choosing the city puts a click-map point.
 *
 * @example cityCentre('London') // [-0.09, 51.49]
 */
export function cityCentre(city: CityName): LngLat {
  const box = CITY_BOUNDS[city];
  return [round4((box.minLng + box.maxLng) / 2), round4((box.minLat + box.maxLat) / 2)];
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

export interface PointErrors {
  latitude?: string;
  longitude?: string;
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

function coordinateError(text: string, name: 'Latitude' | 'Longitude', min: number, max: number, example: string): string | undefined {
  if (!NUMBER.test(text)) return `Enter the ${name.toLowerCase()} as a number, e.g. ${example}`;
  const value = Number(text);
  return value < min || value > max ? `${name} must be from ${min} to ${max} (inside the UK)` : undefined;
}

/**
 * A typed latitude and longitude as a point inside the UK, or the message under each field that is wrong.
 *
 * @example parsePoint('51.5', '-0.12') // { point: [-0.12, 51.5] }
 * @example parsePoint('48', '-0.12') // { errors: { latitude: 'Latitude must be from 49.86 to 60.86 (inside the UK)' } }
 */
export function parsePoint(latitude: string, longitude: string): { point: LngLat } | { errors: PointErrors } {
  const errors: PointErrors = {};
  const latitudeError = coordinateError(latitude, 'Latitude', UK_BOUNDS.minLat, UK_BOUNDS.maxLat, '51.5074');
  const longitudeError = coordinateError(longitude, 'Longitude', UK_BOUNDS.minLng, UK_BOUNDS.maxLng, '-0.1278');
  if (latitudeError) errors.latitude = latitudeError;
  if (longitudeError) errors.longitude = longitudeError;
  if (latitudeError || longitudeError) return { errors };
  return { point: [Number(longitude), Number(latitude)] };
}
