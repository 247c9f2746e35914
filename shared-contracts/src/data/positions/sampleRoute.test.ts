import { placeOfAddress, sampleVehicleRoute } from './sampleRoute';

const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const km = (a: readonly number[], b: readonly number[]) =>
  Math.hypot((b[0] - a[0]) * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180), b[1] - a[1]) * KM_PER_DEGREE;

const LONDON_TO_LEEDS = {
  id: 'JOB-2025-0001',
  pickup_time: '09:00',
  pickup_address: '12 High Street, London N1 4QT',
  delivery_address: '3 Mill Lane, Leeds LS1 7AB',
};
const WITHIN_LEEDS = {
  id: 'JOB-2025-0002',
  pickup_time: '16:00',
  pickup_address: '8 Park Avenue, Leeds LS6 2AB',
  delivery_address: '40 Castle Street, Leeds LS11 9XY',
};
const evening = new Date(2025, 7, 21, 23, 0);
const route = (jobs = [LONDON_TO_LEEDS, WITHIN_LEEDS], now = evening) =>
  sampleVehicleRoute({ vehicleId: 'VEH-001', date: '2025-08-21', jobs, now });
const minuteOf = (at: string) => new Date(at).getHours() * 60 + new Date(at).getMinutes();

describe('placeOfAddress', () => {
  it('places an address a few kilometres at most from the centre of the town it names, the same place every time', () => {
    const bath = placeOfAddress('12 High Street, Bath BA1 4QT')!;
    expect(km(bath, [-2.359, 51.3811])).toBeLessThan(3);
    expect(placeOfAddress('12 High Street, Bath BA1 4QT')).toEqual(bath);
    expect(placeOfAddress('1 Quay Road, Newcastle upon Tyne NE1 3AB')![1]).toBeCloseTo(54.98, 1);
    expect(placeOfAddress('Unit 4, Riverside Business Park')).toBeUndefined();
  });
});

describe('sampleVehicleRoute', () => {
  it('is the same route for the same vehicle, day and jobs, and another for another vehicle', () => {
    expect(route()).toEqual(route());
    const other = sampleVehicleRoute({ vehicleId: 'VEH-002', date: '2025-08-21', jobs: [LONDON_TO_LEEDS, WITHIN_LEEDS], now: evening });
    expect(other).not.toEqual(route());
  });

  it('reports once a minute, from before the first pickup to the last delivery’s unloading', () => {
    const points = route();
    const minutes = points.map((point) => minuteOf(point.at));
    expect(minutes.every((minute, i) => i === 0 || minute === minutes[i - 1] + 1)).toBe(true);
    expect(minutes[0]).toBeLessThan(9 * 60);
    expect(points[0].speedKmh).toBe(0);
    const last = points[points.length - 1];
    expect(km([last.lon, last.lat], placeOfAddress(WITHIN_LEEDS.delivery_address)!)).toBeLessThan(0.01);
  });

  it('is at the pickup at its time and stays there loading, then drives to the delivery at road speeds', () => {
    const points = route();
    const pickup = placeOfAddress(LONDON_TO_LEEDS.pickup_address)!;
    const atNine = points.find((point) => minuteOf(point.at) === 9 * 60)!;
    expect(km([atNine.lon, atNine.lat], pickup)).toBeLessThan(0.01);
    expect(atNine.speedKmh).toBe(0);
    const speeds = points.map((point) => point.speedKmh!);
    expect(Math.max(...speeds)).toBeGreaterThan(80);
    expect(Math.max(...speeds)).toBeLessThanOrEqual(110);
    expect(speeds.every((speed) => speed >= 0)).toBe(true);
  });

  it('takes a 45-minute break on a drive of more than 4½ hours', () => {
    const toAberdeen = { ...LONDON_TO_LEEDS, delivery_address: '2 Union Street, Aberdeen AB10 1AA' };
    const points = route([toAberdeen]);
    const near = (address: string) => (point: { lat: number; lon: number }) => km([point.lon, point.lat], placeOfAddress(address)!) < 0.01;
    const leaves = points.findLastIndex(near(toAberdeen.pickup_address));
    const arrives = points.findIndex(near(toAberdeen.delivery_address));
    const stillRuns = points
      .slice(leaves + 1, arrives)
      .map((point) => (point.speedKmh === 0 ? 'still' : 'moving'))
      .join(' ')
      .split('moving')
      .map((run) => run.split('still').length - 1);
    expect(Math.max(...stillRuns)).toBe(45);
    expect(arrives - leaves).toBeGreaterThan(270 + 45);
  });

  it('ends now on today, has nothing on a day to come, and nothing for jobs in towns it cannot place', () => {
    const points = route(undefined, new Date(2025, 7, 21, 10, 30));
    expect(points[points.length - 1].at).toBe(new Date(2025, 7, 21, 10, 30).toISOString());
    expect(route(undefined, new Date(2025, 7, 20, 23, 59))).toEqual([]);
    expect(route([{ ...LONDON_TO_LEEDS, delivery_address: 'Unit 4, Riverside Business Park' }])).toEqual([]);
    expect(route([])).toEqual([]);
  });
});
