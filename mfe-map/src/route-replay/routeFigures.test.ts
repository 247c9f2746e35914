import type { RoutePoint } from 'shared-contracts/contract';

import { formatDistance, formatDuration, positionAt, routeFigures } from './routeFigures';

/** A position at 09:mm on 21 August 2025, 0.01° of latitude (1.112 km) north of the last for each step. */
const at = (minute: number, step: number, speedKmh: number | null): RoutePoint => ({
  at: `2025-08-21T09:${String(minute).padStart(2, '0')}:00.000Z`,
  lat: 51.5 + step * 0.01,
  lon: -0.12,
  speedKmh,
  bearing: 0,
  altitude: null,
  accuracy: null,
  battery: null,
});

describe('routeFigures', () => {
  it('adds up the distance, the time from first to last position and the top speed', () => {
    const figures = routeFigures([at(0, 0, 0), at(1, 1, 66.7), at(2, 2, 70.1), at(3, 3, 30)]);
    expect(figures.distanceKm).toBeCloseTo(3.336, 3);
    expect(figures.durationMs).toBe(180_000);
    expect(figures.drivingMs).toBe(180_000);
    expect(figures.topSpeedKmh).toBe(70.1);
    expect(figures.stops).toEqual([]);
  });

  it('marks a stop for 5 minutes or more below 2 km/h, and not for 4', () => {
    const points = [
      at(0, 0, 40),
      ...[1, 2, 3, 4, 5].map((minute) => at(minute, 1, 1.9)),
      at(6, 2, 40),
      ...[7, 8, 9, 10].map((minute) => at(minute, 3, 0)),
      at(11, 4, 2),
    ];
    const { stops, drivingMs } = routeFigures(points);
    expect(stops).toEqual([
      { from: Date.parse('2025-08-21T09:01:00Z'), to: Date.parse('2025-08-21T09:06:00Z'), minutes: 5, at: [-0.12, 51.51] },
    ]);
    expect(drivingMs).toBe(6 * 60_000);
  });

  it('counts a stop that lasts to the end of the day', () => {
    const { stops } = routeFigures([at(0, 0, 50), ...[1, 2, 3, 4, 5, 6, 7].map((minute) => at(minute, 1, 0))]);
    expect(stops.map((stop) => stop.minutes)).toEqual([6]);
  });

  it('reads the speed from the distance between positions where the tracker gave none', () => {
    const { topSpeedKmh, stops } = routeFigures([
      at(0, 0, null),
      at(1, 1, null),
      ...[2, 3, 4, 5, 6, 7].map((minute) => at(minute, 1, null)),
    ]);
    expect(topSpeedKmh).toBeCloseTo(66.7, 1);
    expect(stops.map((stop) => stop.minutes)).toEqual([5]);
  });

  it('has nothing to add up for one position or none', () => {
    expect(routeFigures([])).toEqual({ distanceKm: 0, durationMs: 0, drivingMs: 0, topSpeedKmh: null, stops: [] });
    expect(routeFigures([at(0, 0, 0)]).durationMs).toBe(0);
  });
});

describe('positionAt', () => {
  const points = [at(0, 0, 0), at(1, 1, 60), at(3, 2, 30)];

  it('places the vehicle between the positions either side, in proportion to the time', () => {
    const half = positionAt(points, Date.parse('2025-08-21T09:00:30Z'));
    expect(half.index).toBe(0);
    expect(half.at[1]).toBeCloseTo(51.505, 6);
    expect(half.speedKmh).toBe(60);
    const quarter = positionAt(points, Date.parse('2025-08-21T09:01:30Z'));
    expect(quarter.index).toBe(1);
    expect(quarter.at[1]).toBeCloseTo(51.5125, 6);
  });

  it('keeps to the first and the last position outside the day’s positions, and on a position', () => {
    expect(positionAt(points, Date.parse('2025-08-21T08:00:00Z'))).toEqual({ at: [-0.12, 51.5], index: 0, speedKmh: 0 });
    expect(positionAt(points, Date.parse('2025-08-21T10:00:00Z'))).toEqual({ at: [-0.12, 51.52], index: 2, speedKmh: 30 });
    expect(positionAt(points, Date.parse('2025-08-21T09:01:00Z'))).toEqual({ at: [-0.12, 51.51], index: 1, speedKmh: 60 });
  });
});

describe('formats', () => {
  it('writes durations in minutes, then hours and minutes', () => {
    expect([formatDuration(0), formatDuration(47 * 60_000), formatDuration(7_500_000)]).toEqual(['0 min', '47 min', '2 h 05 min']);
  });

  it('writes distances to a tenth of a kilometre below 100 km', () => {
    expect([formatDistance(0), formatDistance(12.345), formatDistance(99.96), formatDistance(412.6)]).toEqual([
      '0.0 km',
      '12.3 km',
      '100 km',
      '413 km',
    ]);
  });
});
