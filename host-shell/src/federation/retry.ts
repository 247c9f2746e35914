export interface RetryOptions {
  attempts: number;
  delayMs: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another try (default: always). */
  shouldRetry?: (error: unknown) => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or `attempts` tries have failed; `beforeRetry` runs (and is awaited) before each new try. */
export async function withRetry<T>(
  task: () => Promise<T>,
  { attempts, delayMs, sleep = wait, shouldRetry = () => true }: RetryOptions,
  beforeRetry: () => void | Promise<void> = () => {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (!shouldRetry(error)) break;
      if (attempt < attempts) {
        await sleep(delayMs(attempt));
        await beforeRetry();
      }
    }
  }
  throw lastError;
}
