import type { RoutePoint } from 'shared-contracts/contract';
import { parseIsoDate } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';

import { createRng, type Rng } from '../sample/random';
import { UK_TOWNS } from '../sample/ukPlaces';

type LngLat = readonly [lng: number, lat: number];

const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const RADIANS = Math.PI / 180;
const MINUTES_PER_DAY = 24 * 60;
/** Addresses are spread up to this far (degrees of latitude, about 3 km) around their town's centre. */
const ADDRESS_SPREAD = 0.025;
/** Within this distance of either end of a drive the roads are a town's. */
const TOWN_KM = 4;
/** A driver takes a 45-minute break after 4½ hours at the wheel (the UK's rule for goods vehicles). */
const DRIVING_LIMIT_MINUTES = 270;
const BREAK_MINUTES = 45;

/** Longest names first, so that "Newcastle upon Tyne" is found before any shorter name inside it. */
const TOWNS_BY_LENGTH = [...UK_TOWNS].sort((a, b) => b.city.length - a.city.length);

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function distanceKm([fromLng, fromLat]: LngLat, [toLng, toLat]: LngLat): number {
  const x = (toLng - fromLng) * Math.cos(((fromLat + toLat) / 2) * RADIANS);
  return Math.hypot(x, toLat - fromLat) * KM_PER_DEGREE;
}

function bearingOf([fromLng, fromLat]: LngLat, [toLng, toLat]: LngLat): number {
  const x = (toLng - fromLng) * Math.cos(((fromLat + toLat) / 2) * RADIANS);
  return (Math.round(Math.atan2(x, toLat - fromLat) / RADIANS) + 360) % 360;
}

/** A point `km` away from `from` towards `angle` (radians from east, anticlockwise). */
function offset([lng, lat]: LngLat, km: number, angle: number): LngLat {
  const degrees = km / KM_PER_DEGREE;
  return [lng + (degrees * Math.cos(angle)) / Math.cos(lat * RADIANS), lat + degrees * Math.sin(angle)];
}

/**
 * Where an address is: the centre of the town it names, moved up to about 3 km by an amount the address fixes;
 * undefined when it names no town of the sample data.
 *
 * @example placeOfAddress('12 High Street, Bath BA1 4QT') // [-2.36…, 51.38…]
 *
 * @internal exported for its unit tests
 */
export function placeOfAddress(address: string): LngLat | undefined {
  const townPart = (address.split(',').pop() ?? '').toLowerCase();
  const town = TOWNS_BY_LENGTH.find(({ city }) => townPart.includes(city.toLowerCase()));
  if (!town) return undefined;
  const seed = hash(address);
  const angle = ((seed % 3600) / 3600) * 2 * Math.PI;
  const radius = (((seed >>> 12) % 1000) / 1000) * ADDRESS_SPREAD * KM_PER_DEGREE;
  return offset(town.centre, radius, angle);
}

/** The way a drive takes: the straight line bent sideways a little at a few places, as roads are. */
function roadPath(from: LngLat, to: LngLat, rng: Rng): LngLat[] {
  const km = distanceKm(from, to);
  const bends = km < 3 ? 0 : km < 30 ? 2 : 4;
  const across = Math.atan2(to[1] - from[1], (to[0] - from[0]) * Math.cos(from[1] * RADIANS)) + Math.PI / 2;
  const path: LngLat[] = [from];
  for (let i = 1; i <= bends; i++) {
    const share = i / (bends + 1);
    const along: LngLat = [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    path.push(offset(along, km * (rng.next() - 0.5) * 0.12, across));
  }
  path.push(to);
  return path;
}

/** A drive along a path, a distance at a time. */
function walker(path: readonly LngLat[]) {
  const lengths = path.slice(1).map((point, i) => distanceKm(path[i], point));
  const total = lengths.reduce((sum, km) => sum + km, 0);
  return {
    total,
    /** The point `km` along the path. */
    at(km: number): LngLat {
      let left = Math.min(Math.max(km, 0), total);
      for (let i = 0; i < lengths.length; i++) {
        if (left <= lengths[i] || i === lengths.length - 1) {
          const share = lengths[i] === 0 ? 1 : Math.min(left / lengths[i], 1);
          return [path[i][0] + (path[i + 1][0] - path[i][0]) * share, path[i][1] + (path[i + 1][1] - path[i][1]) * share];
        }
        left -= lengths[i];
      }
      return path[path.length - 1];
    },
  };
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return Number.isFinite(hours) ? hours * 60 + (Number.isFinite(minutes) ? minutes : 0) : 9 * 60;
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export interface SampleRouteInput {
  vehicleId: string;
  /** YYYY-MM-DD, a day of the browser's calendar (as the sample data's dates are). */
  date: string;
  /** The vehicle's jobs of that day. */
  jobs: readonly Pick<Job, 'id' | 'pickup_time' | 'pickup_address' | 'delivery_address'>[];
  /** Nothing after this is reported: today's route ends now, a day to come has none. */
  now: Date;
}

/**
 * A day the sample data's vehicle plausibly drove, since the sample data keeps no tracker history: from a place a few
 * kilometres from its first pickup, each of its jobs of the day in pickup order (to the pickup, a wait until the pickup
 * time, loading, to the delivery, unloading), at a town's speeds near either end of a drive and a main road's or a
 * motorway's between, with a minute held at lights now and then and a 45-minute break after 4½ hours at the wheel.
 * One position a minute. The same vehicle, day and jobs give the same route.
 *
 * @example sampleVehicleRoute({ vehicleId: 'VEH-001', date: '2025-08-21', jobs: vehicleJobs, now: new Date() })[0]
 * // { at: '2025-08-21T08:12:00.000Z', lat: 51.47…, lon: -0.18…, speedKmh: 0, bearing: 64, altitude: null, … }
 */
export function sampleVehicleRoute({ vehicleId, date, jobs, now }: SampleRouteInput): RoutePoint[] {
  const day = parseIsoDate(date);
  if (!day || day.getTime() > now.getTime()) return [];
  const stops = [...jobs]
    .sort((a, b) => minutesOf(a.pickup_time) - minutesOf(b.pickup_time) || a.id.localeCompare(b.id))
    .flatMap((job) => {
      const pickup = placeOfAddress(job.pickup_address);
      const delivery = placeOfAddress(job.delivery_address);
      return pickup && delivery ? [{ pickupAt: minutesOf(job.pickup_time), pickup, delivery }] : [];
    });
  if (stops.length === 0) return [];

  const rng = createRng(0, `route ${vehicleId} ${date}`);
  const points: RoutePoint[] = [];
  const end = Math.min(MINUTES_PER_DAY - 1, Math.floor((now.getTime() - day.getTime()) / 60_000));
  let clock = 0;
  let position: LngLat = offset(stops[0].pickup, 4 + rng.next() * 6, rng.next() * 2 * Math.PI);
  let bearing = bearingOf(position, stops[0].pickup);
  let atWheel = 0;

  const report = (speedKmh: number) => {
    if (clock > end) return;
    points.push({
      at: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, clock).toISOString(),
      lat: round(position[1], 6),
      lon: round(position[0], 6),
      speedKmh: round(speedKmh, 1),
      bearing,
      altitude: null,
      accuracy: null,
      battery: null,
    });
  };
  const stay = (minutes: number) => {
    for (let i = 0; i < minutes; i++) {
      clock++;
      report(0);
    }
    if (minutes >= 15) atWheel = 0;
  };
  const drive = (to: LngLat) => {
    const way = walker(roadPath(position, to, rng));
    const cruise = way.total > 60 ? 85 + rng.next() * 15 : 50 + rng.next() * 20;
    let done = 0;
    while (done < way.total && clock <= end) {
      const inTown = done < TOWN_KM || way.total - done < TOWN_KM;
      const held = inTown && rng.chance(0.1);
      const speed = held ? rng.next() * 3 : (inTown ? 25 + rng.next() * 20 : cruise) * (0.9 + rng.next() * 0.2);
      done = Math.min(done + speed / 60, way.total);
      const next = way.at(done);
      if (distanceKm(position, next) > 0.001) bearing = bearingOf(position, next);
      position = next;
      clock++;
      atWheel++;
      report(speed);
      if (atWheel >= DRIVING_LIMIT_MINUTES && way.total - done > 20) stay(BREAK_MINUTES);
    }
  };
  /** How long a drive is planned to take: a town's roads at 30 km/h, the rest at 75, and a margin. */
  const minutesTo = (to: LngLat) => {
    const km = distanceKm(position, to) * 1.1;
    const town = Math.min(km, 2 * TOWN_KM);
    return Math.ceil(((town / 30 + (km - town) / 75) * 60 + 5) * 1.1);
  };

  clock = Math.max(0, stops[0].pickupAt - minutesTo(stops[0].pickup) - rng.int(5, 15));
  report(0);
  for (const { pickupAt, pickup, delivery } of stops) {
    stay(Math.max(0, pickupAt - minutesTo(pickup) - clock));
    drive(pickup);
    stay(Math.max(0, pickupAt - clock) + rng.int(20, 50));
    drive(delivery);
    stay(rng.int(15, 40));
    if (clock > end) break;
  }
  return points;
}
