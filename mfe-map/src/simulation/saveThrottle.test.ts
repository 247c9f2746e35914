import { createSaveThrottle } from './saveThrottle';
import { fakeClock } from './testing/fakeEnvironment';

describe('save throttle', () => {
  it('saves no sooner than 5 s after creation, then at most once per 5 s', () => {
    const clock = fakeClock(1_000_000);
    const throttle = createSaveThrottle(clock);
    const save = jest.fn();
    const at = (ms: number) => {
      clock.set(1_000_000 + ms);
      return throttle.run(save);
    };
    expect([at(0), at(1000), at(4999)]).toEqual([false, false, false]);
    expect(save).not.toHaveBeenCalled();
    expect(at(5000)).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect([at(5001), at(9999)]).toEqual([false, false]);
    expect(at(10_000)).toBe(true);
    expect(at(30_000)).toBe(true);
    expect(at(34_999)).toBe(false);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('takes another interval', () => {
    const clock = fakeClock(0);
    const throttle = createSaveThrottle(clock, 200);
    clock.set(199);
    expect(throttle.run(() => {})).toBe(false);
    clock.set(200);
    expect(throttle.run(() => {})).toBe(true);
  });
});
