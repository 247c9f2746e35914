/** Work written as a generator that yields wherever it may pause, and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` at once, in this task (the API, tests). */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long one slice may keep the main thread: a phone (4× slower) then stays well under a 50 ms long task. */
const SLICE_MS = 8;

declare const scheduler: { yield?: () => Promise<void> } | undefined;

/** Lets the browser do what waits (input, paint, a network answer), continuing before other work where it can. */
const yieldToMain = (): Promise<void> =>
  typeof scheduler !== 'undefined' && scheduler.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));

/**
 * Runs `steps` in slices of about SLICE_MS each, yielding to the browser between them, so that no one task keeps the
 * page from answering.
 *
 * @example const data = await runInSlices(dataSetSteps({ today: new Date() }));
 */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
}
