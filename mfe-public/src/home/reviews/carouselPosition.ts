/**
 * Carousel positions: `start` is the index of the first visible slide. The
 * last position shows the last slides; moving past either end wraps round.
 *
 * @example nextStart(7, 10, 3) // 0
 */

/** @internal exported for its unit tests */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

export function clampStart(start: number, count: number, perView: number): number {
  return Math.min(Math.max(0, start), lastStart(count, perView));
}

export function nextStart(start: number, count: number, perView: number): number {
  return start >= lastStart(count, perView) ? 0 : start + 1;
}

export function previousStart(start: number, count: number, perView: number): number {
  const at = clampStart(start, count, perView);
  return at === 0 ? lastStart(count, perView) : at - 1;
}

export function isVisible(index: number, start: number, perView: number): boolean {
  return index >= start && index < start + perView;
}
