import type { Clock, IntervalScheduler, StorageLike } from './environment';

// The only file that touches the real clock, timers and localStorage; the engine receives them as arguments.

export const systemClock: Clock = { now: () => Date.now() };

export const timerScheduler: IntervalScheduler = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/**
 * The page's localStorage, or null where it is missing or blocked (reading it can throw in private modes).
 *
 * @example getFleetController({ ..., storage: browserStorage() })
 */
export function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
