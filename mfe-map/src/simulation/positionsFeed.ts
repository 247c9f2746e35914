import type { VehiclePosition } from 'shared-contracts/contract';

import type { IntervalScheduler } from './environment';
import type { PositionsFeed } from './trackedFleetController';

/** How often the newest positions are read again while the map has no event stream to listen to. */
const POSITIONS_POLL_MS = 5000;

/**
 * Positions for the map read again every 5 s: the stand-in for the provider's event stream. When the provider's
 * `subscribe` lands (issue 40's first item, on another branch), the feed becomes its `positions` events instead, e.g.
 * `(listener) => provider.subscribe((event) => event.action === 'positions' && listener(event.detail.positions))`,
 * already at most one a second from the API; the controller batches to one map update a second either way.
 *
 * @example const feed = pollingPositionsFeed(() => provider.getLatestPositions!(), timerScheduler);
 */
export function pollingPositionsFeed(read: () => Promise<VehiclePosition[]>, scheduler: IntervalScheduler): PositionsFeed {
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
