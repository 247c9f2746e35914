/** What the engine needs from the outside world; tests pass fakes, the app the real ones (realTimeEnvironment.ts). */

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface IntervalScheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The part of the Web Storage API the saved state uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
