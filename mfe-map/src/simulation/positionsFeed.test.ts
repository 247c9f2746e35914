import type { VehiclePosition } from 'shared-contracts/contract';

import { pollingPositionsFeed } from './positionsFeed';
import { fakeScheduler } from './testing/fakeEnvironment';

const POSITION: VehiclePosition = {
  vehicleId: 'VEH-001',
  at: '2025-08-21T09:00:00.000Z',
  lat: 51.5,
  lon: -0.12,
  speedKmh: 20,
  bearing: null,
  altitude: null,
  accuracy: null,
  battery: null,
};

describe('pollingPositionsFeed', () => {
  it('reads the newest positions every 5 s, passes on each answer, skips a failed read and stops when unsubscribed', async () => {
    const scheduler = fakeScheduler();
    const read = jest.fn<Promise<VehiclePosition[]>, []>().mockResolvedValueOnce([POSITION]).mockRejectedValueOnce(new Error('offline'));
    const heard: (readonly VehiclePosition[])[] = [];
    const unsubscribe = pollingPositionsFeed(read, scheduler)((positions) => heard.push(positions));
    expect(scheduler.active().map(({ ms }) => ms)).toEqual([5000]);
    scheduler.fire();
    scheduler.fire();
    await Promise.resolve();
    await Promise.resolve();
    expect(heard).toEqual([[POSITION]]);
    unsubscribe();
    expect(scheduler.active()).toEqual([]);
  });
});
