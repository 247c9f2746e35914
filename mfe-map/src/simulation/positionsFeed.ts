import type { DataProvider, VehiclePosition } from 'shared-contracts/contract';

import type { IntervalScheduler } from './environment';
import { timerScheduler } from './realTimeEnvironment';
import type { PositionsFeed } from './trackedFleetController';

/** How often the newest positions are read again while the map has no event stream to listen to. */
const POSITIONS_POLL_MS = 5000;

/**
 * Positions for the map read again every 5 s: for a provider that keeps positions but has no event stream to tell of
 * new ones.
 *
 * @example const feed = pollingPositionsFeed(() => provider.getLatestPositions!(), scheduler);
 */
function pollingPositionsFeed(read: () => Promise<VehiclePosition[]>, scheduler: IntervalScheduler): PositionsFeed {
  return (listener) => {
    let live = true;
    const handle = scheduler.setInterval(() => {
      read().then(
        (positions) => live && listener(positions),
        () => {},
      );
    }, POSITIONS_POLL_MS);
    return () => {
      live = false;
      scheduler.clearInterval(handle);
    };
  };
}

/**
 * Where the map hears of new positions: the provider's event stream as trackers report (at most one batch a second),
 * else its latest positions read again every 5 s; none where the provider keeps no positions (the sample data).
 */
export function positionsFeedOf(provider: DataProvider, scheduler: IntervalScheduler = timerScheduler): PositionsFeed | undefined {
  if (provider.subscribePositions) return (listener) => provider.subscribePositions!(listener);
  if (provider.getLatestPositions) return pollingPositionsFeed(() => provider.getLatestPositions!(), scheduler);
  return undefined;
}
