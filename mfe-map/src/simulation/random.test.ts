import { createSeededRandom, randomBetween, randomInt } from './random';
import { scriptedRandom } from './testing/scriptedRandom';

describe('seeded random source', () => {
  it('gives the mulberry32 sequence of its seed', () => {
    // Reference values from an independent mulberry32 implementation.
    const random = createSeededRandom(42);
    expect(random.next()).toBe(0.6011037519201636);
    expect(random.next()).toBe(0.44829055899754167);
    expect(random.next()).toBe(0.8524657934904099);
    expect(createSeededRandom(1).next()).toBe(0.6270739405881613);
  });

  it('repeats for the same seed', () => {
    const a = createSeededRandom(7);
    const b = createSeededRandom(7);
    expect([a.next(), a.next(), a.next()]).toEqual([b.next(), b.next(), b.next()]);
  });
});

describe('random ranges', () => {
  it('randomBetween maps a draw onto [min, max)', () => {
    expect(randomBetween(scriptedRandom([0]), 2, 50)).toBe(2);
    expect(randomBetween(scriptedRandom([0.25]), 2, 50)).toBe(14);
    expect(randomBetween(scriptedRandom([0.5]), -1, 1)).toBe(0);
  });

  it('randomInt includes both ends', () => {
    expect(randomInt(scriptedRandom([0]), 15, 45)).toBe(15);
    expect(randomInt(scriptedRandom([0.5]), 15, 45)).toBe(30);
    expect(randomInt(scriptedRandom([0.999999]), 15, 45)).toBe(45);
    expect(randomInt(scriptedRandom([0.999999]), 8, 25)).toBe(25);
  });
});
