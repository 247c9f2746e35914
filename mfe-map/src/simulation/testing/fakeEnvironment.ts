import type { Clock, IntervalScheduler, StorageLike } from '../environment';

// The spec's demo date, 21 Aug 2025, at 09:00 UTC.
export const DEMO_START_MS = Date.UTC(2025, 7, 21, 9, 0, 0);

export interface FakeClock extends Clock {
  advance(ms: number): number;
  set(ms: number): void;
}

export function fakeClock(start = DEMO_START_MS): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => (now += ms),
    set: (ms) => {
      now = ms;
    },
  };
}

export interface FakeScheduler extends IntervalScheduler {
  active(): { callback: () => void; ms: number }[];
  fire(): void;
}

export function fakeScheduler(): FakeScheduler {
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  let nextHandle = 1;
  return {
    setInterval(callback, ms) {
      const handle = nextHandle++;
      intervals.set(handle, { callback, ms });
      return handle;
    },
    clearInterval(handle) {
      intervals.delete(handle as number);
    },
    active: () => [...intervals.values()],
    fire() {
      for (const { callback } of [...intervals.values()]) callback();
    },
  };
}

export interface FakeStorage extends StorageLike {
  readonly items: Map<string, string>;
  readonly calls: string[];
}

export function fakeStorage(initial: Record<string, string> = {}): FakeStorage {
  const items = new Map(Object.entries(initial));
  const calls: string[] = [];
  return {
    items,
    calls,
    getItem: (key) => {
      calls.push(`get ${key}`);
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      calls.push(`set ${key}`);
      items.set(key, value);
    },
    removeItem: (key) => {
      calls.push(`remove ${key}`);
      items.delete(key);
    },
  };
}
