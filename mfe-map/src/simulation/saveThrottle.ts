import type { Clock } from './environment';
import { SAVE_INTERVAL_MS } from './simulationRules';

export interface SaveThrottle {
  /** Runs `save` and returns true when at least the interval has passed since the last run (or since creation). */
  run(save: () => void): boolean;
}

/**
 * At most one save per interval, timed by the injected clock; the first save comes one interval after creation.
 *
 * @example const throttle = createSaveThrottle(clock); throttle.run(() => storage.setItem(key, json));
 */
export function createSaveThrottle(clock: Clock, intervalMs = SAVE_INTERVAL_MS): SaveThrottle {
  let last = clock.now();
  return {
    run(save) {
      const now = clock.now();
      if (now - last < intervalMs) return false;
      last = now;
      save();
      return true;
    },
  };
}
