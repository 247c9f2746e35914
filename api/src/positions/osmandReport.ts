import * as z from 'zod';

/** A report as stored: the device's id and fix, speed in km/h, battery in per cent. */
export interface PositionReport {
  deviceId: string;
  at: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

const KMH_PER_KNOT = 1.852;
const KMH_PER_MPS = 3.6;
/** A fix dated further ahead of the server's clock than this is refused (a device's clock may be a little ahead). */
const MAX_AHEAD_MS = 10 * 60_000;

/** A number, as JSON gives it or as a query or form parameter's text. */
const decimal = (min: number, max: number, name: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .max(40)
        .regex(/^-?\d{1,15}(\.\d{1,15})?$/, { error: `${name} must be a number` })
        .transform(Number),
    ])
    .pipe(
      z
        .number({ error: `${name} must be a number` })
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    );

const deviceId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, { error: 'id must be letters, digits, _ . : or -' });
/** Unix seconds, milliseconds, or an ISO 8601 date and time (as Traccar reads `timestamp`). */
const timestamp = z.union([z.number(), z.string().max(40)]);

/** OsmAnd's parameters (Traccar's names), in the query string or a form body. */
const osmandParams = {
  id: deviceId.optional(),
  deviceid: deviceId.optional(),
  lat: decimal(-90, 90, 'lat').optional(),
  lon: decimal(-180, 180, 'lon').optional(),
  timestamp: timestamp.optional(),
  speed: decimal(0, 2000, 'speed').optional().describe('knots'),
  bearing: decimal(0, 360, 'bearing').optional(),
  heading: decimal(0, 360, 'heading').optional(),
  altitude: decimal(-1000, 100_000, 'altitude').optional(),
  accuracy: decimal(0, 100_000, 'accuracy').optional(),
  batt: decimal(0, 100, 'batt').optional().describe('per cent'),
  token: z.string().max(200).optional().describe('the device’s token, when it cannot send Authorization: Bearer'),
};

/** Traccar Client's JSON form. */
const jsonLocation = z.object({
  timestamp: timestamp,
  coords: z.object({
    latitude: decimal(-90, 90, 'latitude'),
    longitude: decimal(-180, 180, 'longitude'),
    speed: decimal(-1, 1000, 'speed').optional().describe('metres a second; -1 unknown'),
    heading: decimal(-1, 360, 'heading').optional(),
    altitude: decimal(-1000, 100_000, 'altitude').optional(),
    accuracy: decimal(-1, 100_000, 'accuracy').optional(),
  }),
  battery: z.object({ level: decimal(-1, 1, 'battery.level').optional(), is_charging: z.boolean().optional() }).optional(),
});

export const osmandQuery = z.object(osmandParams);
/** A form body of OsmAnd's parameters, or the JSON form: `{ device_id, location: { timestamp, coords, battery } }`. */
export const osmandBody = z.object({ ...osmandParams, device_id: deviceId.optional(), location: jsonLocation.optional() });

export type OsmandQuery = z.infer<typeof osmandQuery>;
export type OsmandBody = z.infer<typeof osmandBody>;

/** The time of a fix, or a message saying why it cannot be read. */
function timeOf(value: string | number | undefined, now: Date): Date | string {
  if (value === undefined || value === '') return now;
  const number = typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : undefined;
  const at = number === undefined ? new Date(value) : new Date(number < 1e11 ? number * 1000 : number);
  if (Number.isNaN(at.getTime()) || at.getFullYear() < 2000)
    return 'timestamp must be Unix seconds or milliseconds, or an ISO 8601 date and time';
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) return 'timestamp is in the future';
  return at;
}

const orNull = (value: number | undefined) => (value === undefined || value < 0 ? null : value);

/**
 * The report in a request's query string or body (query first, as Traccar reads it), or a message saying what is
 * missing or wrong.
 *
 * @example reportOf({ id: 'T1', lat: 51.5, lon: -0.1, speed: 10 }, undefined, now) // { deviceId: 'T1', speedKmh: 18.52, … }
 */
export function reportOf(query: OsmandQuery, body: OsmandBody | undefined, now: Date): PositionReport | string {
  const location = body?.location;
  if (location) {
    const at = timeOf(location.timestamp, now);
    if (typeof at === 'string') return at;
    if (!body.device_id) return 'device_id is required';
    const { coords } = location;
    return {
      deviceId: body.device_id,
      at,
      lat: coords.latitude,
      lon: coords.longitude,
      speedKmh: coords.speed === undefined || coords.speed < 0 ? null : coords.speed * KMH_PER_MPS,
      bearing: orNull(coords.heading),
      altitude: coords.altitude ?? null,
      accuracy: orNull(coords.accuracy),
      battery: location.battery?.level === undefined || location.battery.level < 0 ? null : location.battery.level * 100,
    };
  }
  const params = query.lat !== undefined || query.id !== undefined || query.deviceid !== undefined ? query : (body ?? {});
  const id = params.id ?? params.deviceid;
  if (!id) return 'id is required';
  if (params.lat === undefined || params.lon === undefined) return 'lat and lon are required';
  const at = timeOf(params.timestamp, now);
  if (typeof at === 'string') return at;
  return {
    deviceId: id,
    at,
    lat: params.lat,
    lon: params.lon,
    speedKmh: params.speed === undefined ? null : params.speed * KMH_PER_KNOT,
    bearing: params.bearing ?? params.heading ?? null,
    altitude: params.altitude ?? null,
    accuracy: params.accuracy ?? null,
    battery: params.batt ?? null,
  };
}
