import type { RandomSource } from '../random';

export interface ScriptedRandom extends RandomSource {
  remaining(): number;
}

// Throws when the draws run out, so a test notices a draw it did not plan for.
export function scriptedRandom(draws: readonly number[]): ScriptedRandom {
  let position = 0;
  return {
    next() {
      if (position >= draws.length) throw new Error(`The test scripted ${draws.length} random draws; a further one was taken`);
      return draws[position++];
    },
    remaining: () => draws.length - position,
  };
}
