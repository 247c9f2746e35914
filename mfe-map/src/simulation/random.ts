/** Where the simulation gets its randomness; tests pass a scripted source, the app a seeded one. */
export interface RandomSource {
  /** A number in [0, 1). */
  next(): number;
}

/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same sequence.
 *
 * @example createSeededRandom(42).next() // always the same number for seed 42
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/**
 * A number in [min, max).
 *
 * @example randomBetween(createSeededRandom(1), 2, 50) // e.g. 17.3
 */
export function randomBetween(random: RandomSource, min: number, max: number): number {
  return min + random.next() * (max - min);
}

/**
 * A whole number in [min, max], both ends included.
 *
 * @example randomInt(createSeededRandom(1), 15, 45) // e.g. 31
 */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}
