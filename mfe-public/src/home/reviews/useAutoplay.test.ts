import { renderHook } from '@testing-library/react';

import { useAutoplay } from './useAutoplay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('ticks every 4000 ms while running', () => {
  const onTick = jest.fn();
  renderHook(() => useAutoplay(onTick, 4000, true));
  jest.advanceTimersByTime(3999);
  expect(onTick).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onTick).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(8000);
  expect(onTick).toHaveBeenCalledTimes(3);
});

it('does not tick while paused and waits a full delay after resuming', () => {
  const onTick = jest.fn();
  const { rerender } = renderHook(({ running }) => useAutoplay(onTick, 4000, running), {
    initialProps: { running: true },
  });
  jest.advanceTimersByTime(3000);
  rerender({ running: false });
  jest.advanceTimersByTime(20_000);
  expect(onTick).not.toHaveBeenCalled();
  rerender({ running: true });
  jest.advanceTimersByTime(3999);
  expect(onTick).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onTick).toHaveBeenCalledTimes(1);
});

it('always calls the latest callback without restarting the timer', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { rerender } = renderHook(({ onTick }) => useAutoplay(onTick, 4000, true), { initialProps: { onTick: first } });
  jest.advanceTimersByTime(2000);
  rerender({ onTick: second });
  jest.advanceTimersByTime(2000);
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});

it('stops when unmounted', () => {
  const onTick = jest.fn();
  const { unmount } = renderHook(() => useAutoplay(onTick, 4000, true));
  unmount();
  jest.advanceTimersByTime(10_000);
  expect(onTick).not.toHaveBeenCalled();
});
