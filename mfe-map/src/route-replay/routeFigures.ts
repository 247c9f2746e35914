import type { RoutePoint } from 'shared-contracts/contract';

import { distanceKm, type LngLat } from '../simulation/geo';

/** A stop: at least this long… */
const STOP_MIN_MINUTES = 5;
/** …below this speed. */
const STOP_MAX_SPEED_KMH = 2;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Where a vehicle stood still, and from when (its first position stopped) to when (its next moving, or its last). */
export interface RouteStop {
  /** Epoch ms. */
  from: number;
  to: number;
  minutes: number;
  at: LngLat;
}

export interface RouteFigures {
  /** Kilometres driven: the distance between each position and the next, added up. */
  distanceKm: number;
  /** From the first position to the last, in ms. */
  durationMs: number;
  /** The time not spent at a stop, in ms. */
  drivingMs: number;
  topSpeedKmh: number | null;
  stops: RouteStop[];
}

const timeOf = (point: RoutePoint) => Date.parse(point.at);

/** A position's speed: what the tracker said, else the distance from the position before over the time between. */
function speedAt(points: readonly RoutePoint[], i: number): number {
  const { speedKmh } = points[i];
  if (speedKmh !== null) return speedKmh;
  if (i === 0) return 0;
  const hours = (timeOf(points[i]) - timeOf(points[i - 1])) / HOUR_MS;
  const km = distanceKm(points[i - 1].lon, points[i - 1].lat, points[i].lon, points[i].lat);
  return hours > 0 ? km / hours : 0;
}

/**
 * The figures of a day's route (oldest position first): distance, time from first to last position, time driving, top
 * speed, and the stops: each run of positions below 2 km/h lasting at least 5 minutes, from its first position to the
 * next that moves (or the day's last). A tracker that gives no speed is read from the distance between its positions.
 *
 * @example routeFigures(points).stops[0] // { from: 1755766800000, to: 1755769200000, minutes: 40, at: [-0.12, 51.5] }
 */
export function routeFigures(points: readonly RoutePoint[]): RouteFigures {
  let distance = 0;
  let topSpeed: number | null = null;
  const stops: RouteStop[] = [];
  let stillSince = -1;
  const closeStop = (end: number) => {
    if (stillSince < 0) return;
    const from = timeOf(points[stillSince]);
    const to = timeOf(points[end]);
    if (to - from >= STOP_MIN_MINUTES * MINUTE_MS) {
      stops.push({ from, to, minutes: Math.round((to - from) / MINUTE_MS), at: [points[stillSince].lon, points[stillSince].lat] });
    }
    stillSince = -1;
  };
  for (let i = 0; i < points.length; i++) {
    if (i > 0) distance += distanceKm(points[i - 1].lon, points[i - 1].lat, points[i].lon, points[i].lat);
    const speed = speedAt(points, i);
    topSpeed = topSpeed === null ? speed : Math.max(topSpeed, speed);
    if (speed < STOP_MAX_SPEED_KMH) {
      if (stillSince < 0) stillSince = i;
    } else {
      closeStop(i);
    }
  }
  closeStop(points.length - 1);
  const durationMs = points.length > 1 ? timeOf(points[points.length - 1]) - timeOf(points[0]) : 0;
  const stoppedMs = stops.reduce((sum, stop) => sum + (stop.to - stop.from), 0);
  return { distanceKm: distance, durationMs, drivingMs: durationMs - stoppedMs, topSpeedKmh: topSpeed, stops };
}

/**
 * Where the vehicle was at a moment (epoch ms): between the positions either side, in proportion to the time; the
 * first or the last outside the day's positions. `index` is the last position reported by then.
 *
 * @example positionAt(points, Date.parse('2025-08-21T09:00:30Z')) // { at: [-0.119, 51.501], index: 0, speedKmh: 18.5 }
 */
export function positionAt(points: readonly RoutePoint[], time: number): { at: LngLat; index: number; speedKmh: number } {
  let low = 0;
  let high = points.length - 1;
  if (time <= timeOf(points[0])) high = 0;
  // The last position at or before `time`.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (timeOf(points[middle]) <= time) low = middle;
    else high = middle - 1;
  }
  const here = points[low];
  const next = points[low + 1];
  if (!next || time <= timeOf(here)) return { at: [here.lon, here.lat], index: low, speedKmh: speedAt(points, low) };
  const share = (time - timeOf(here)) / (timeOf(next) - timeOf(here));
  return {
    at: [here.lon + (next.lon - here.lon) * share, here.lat + (next.lat - here.lat) * share],
    index: low,
    speedKmh: speedAt(points, low + 1),
  };
}

/**
 * A length of time as people read it: "47 min", "2 h 05 min".
 *
 * @example formatDuration(7_500_000) // '2 h 05 min'
 */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * A distance as people read it: one decimal below 100 km, whole kilometres above.
 *
 * @example formatDistance(12.345) // '12.3 km'
 */
export function formatDistance(km: number): string {
  return `${km < 99.95 ? km.toFixed(1) : Math.round(km)} km`;
}
