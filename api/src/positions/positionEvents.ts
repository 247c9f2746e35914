import type { Kysely } from 'kysely';

import { publishEvent } from '../events/publishEvent';
import type { LatestPosition } from './positionWriter';

/**
 * Positions stored, published as one event a period (the newest of each vehicle): a map gets at most one update a
 * period, however many trackers report.
 */
export function positionEvents(db: Kysely<unknown>, now: () => Date, periodMs: number) {
  let pending = new Map<string, LatestPosition>();
  const publish = async () => {
    if (pending.size === 0) return;
    const positions = [...pending.values()];
    pending = new Map();
    await db.transaction().execute((trx) =>
      publishEvent(trx, {
        resource: 'map',
        action: 'positions',
        records: [],
        changed: ['positions'],
        by: null,
        at: now(),
        detail: { positions },
      }),
    );
  };
  const timer = setInterval(() => void publish().catch(() => {}), periodMs);
  timer.unref();
  return {
    add(positions: LatestPosition[]) {
      for (const position of positions) pending.set(position.vehicleId, position);
    },
    async stop() {
      clearInterval(timer);
      await publish().catch(() => {});
    },
  };
}
