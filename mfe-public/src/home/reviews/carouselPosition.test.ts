import { clampStart, isVisible, lastStart, nextStart, previousStart } from './carouselPosition';

describe('carousel positions for 10 slides', () => {
  it.each([
    [1, 9],
    [2, 8],
    [3, 7],
  ])('with %i visible the last position is %i', (perView, last) => {
    expect(lastStart(10, perView)).toBe(last);
  });

  it('moves forward and wraps to the first slide after the last position', () => {
    expect(nextStart(0, 10, 3)).toBe(1);
    expect(nextStart(7, 10, 3)).toBe(0);
    expect(nextStart(9, 10, 1)).toBe(0);
  });

  it('moves back and wraps to the last position before the first', () => {
    expect(previousStart(1, 10, 3)).toBe(0);
    expect(previousStart(0, 10, 3)).toBe(7);
    expect(previousStart(0, 10, 1)).toBe(9);
  });

  it('keeps a position valid when more slides become visible', () => {
    expect(clampStart(9, 10, 3)).toBe(7);
    expect(clampStart(4, 10, 2)).toBe(4);
    expect(previousStart(9, 10, 3)).toBe(6);
  });

  it('never scrolls when every slide fits', () => {
    expect(nextStart(0, 2, 3)).toBe(0);
    expect(previousStart(0, 2, 3)).toBe(0);
    expect(previousStart(1, 2, 3)).toBe(0);
  });

  it('knows which slides are on screen', () => {
    expect([0, 1, 2, 3, 4].map((i) => isVisible(i, 2, 2))).toEqual([false, false, true, true, false]);
  });
});
