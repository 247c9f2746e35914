import type { PositionFix, VehiclePosition } from 'shared-contracts/contract';

import { positionsFeedOf } from './positionsFeed';
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

describe('positionsFeedOf a provider with positions and no stream', () => {
  it('reads the newest positions every 5 s, passes on each answer, skips a failed read and stops when unsubscribed', async () => {
    const scheduler = fakeScheduler();
    const read = jest.fn<Promise<VehiclePosition[]>, []>().mockResolvedValueOnce([POSITION]).mockRejectedValueOnce(new Error('offline'));
    const heard: (readonly PositionFix[])[] = [];
    const unsubscribe = positionsFeedOf({ getLatestPositions: read } as never, scheduler)!((positions) => heard.push(positions));
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

describe('positionsFeedOf', () => {
  it('hears the provider’s stream of positions where it has one, and has no feed where the provider keeps no positions', () => {
    const stop = jest.fn();
    const subscribePositions = jest.fn<() => void, [(positions: readonly PositionFix[]) => void]>(() => stop);
    const feed = positionsFeedOf({ subscribePositions, getLatestPositions: async () => [] } as never)!;
    const heard: (readonly PositionFix[])[] = [];
    const unsubscribe = feed((positions) => heard.push(positions));
    subscribePositions.mock.calls[0][0]([POSITION]);
    expect(heard).toEqual([[POSITION]]);
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(positionsFeedOf({} as never)).toBeUndefined();
  });
});
