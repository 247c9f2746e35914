import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` every `delayMs` while `running`; stopping and starting again
 * waits a full delay before the next tick.
 *
 * @example useAutoplay(() => setStart(next), 4000, !paused)
 */
export function useAutoplay(onTick: () => void, delayMs: number, running: boolean): void {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => tick.current(), delayMs);
    return () => window.clearInterval(timer);
  }, [delayMs, running]);
}
