import { type DataProvider, isDataError } from 'shared-contracts/contract';
import { toIsoDate } from 'shared-contracts/domain';

/** What the route cases run against: a provider, and a vehicle that has positions on `day` and none on `quietDay`. */
export interface RouteContractSubject {
  fresh: () => Promise<{ provider: DataProvider; vehicleId: string; day: string; quietDay: string }>;
}

async function refusal(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to be refused');
}

/**
 * A vehicle's route of a day (contract 6.3.0) as tests: the same cases for every provider that has it (the sample
 * provider's made-up day, the HTTP provider over positions a tracker reported to the API). The subject's positions
 * are in the middle of the day, so the machine's calendar and the UK's agree on their date.
 *
 * @example describeVehicleRouteContract('the sample provider', { fresh: async () => ({ provider, vehicleId: 'VEH-001', day: '2025-08-21', quietDay: '2025-08-16' }) });
 */
export function describeVehicleRouteContract(name: string, subject: RouteContractSubject): void {
  describe(`${name}: a vehicle's route of a day`, () => {
    let given: Awaited<ReturnType<RouteContractSubject['fresh']>>;
    beforeEach(async () => {
      given = await subject.fresh();
    });

    it('answers the day’s positions oldest first, each on that day, with a place and a speed', async () => {
      const points = await given.provider.getVehicleRoute!(given.vehicleId, { date: given.day });
      expect(points.length).toBeGreaterThan(1);
      const times = points.map((point) => Date.parse(point.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(points.map((point) => toIsoDate(new Date(point.at))))).toEqual(new Set([given.day]));
      for (const point of points) {
        expect(point).toEqual(
          expect.objectContaining({
            at: expect.any(String),
            lat: expect.any(Number),
            lon: expect.any(Number),
            speedKmh: expect.any(Number),
          }),
        );
      }
    });

    it('answers no positions for a day the vehicle has none, and for an id no vehicle has', async () => {
      await expect(given.provider.getVehicleRoute!(given.vehicleId, { date: given.quietDay })).resolves.toEqual([]);
      await expect(given.provider.getVehicleRoute!('VEH-404', { date: given.day })).resolves.toEqual([]);
    });

    it('gives the same day as GPX 1.1: one track point a position, in order, the track named after the vehicle', async () => {
      const points = await given.provider.getVehicleRoute!(given.vehicleId, { date: given.day });
      const gpx = await given.provider.getVehicleRouteGpx!(given.vehicleId, { date: given.day });
      expect(gpx).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<gpx version="1\.1" /);
      expect(gpx).toContain(`<trk><name>${given.vehicleId}</name>`);
      const trackPoints = [...gpx.matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)">.*?<time>([^<]+)<\/time><\/trkpt>/g)];
      expect(trackPoints.map(([, lat, lon, at]) => [Number(lat), Number(lon), at])).toEqual(
        points.map(({ lat, lon, at }) => [lat, lon, at]),
      );
    });

    it('refuses a date that is not a day of the calendar', async () => {
      expect(isDataError(await refusal(given.provider.getVehicleRoute!(given.vehicleId, { date: '2025-02-30' })))).toBe(true);
    });
  });
}
