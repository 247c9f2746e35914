/** A box in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The toast stack's column and its height. */
interface Stack {
  left: number;
  right: number;
  height: number;
}

interface Limits {
  /** The highest the stack may start (below the top bar). */
  minTop: number;
  /** The lowest it may end (the viewport's bottom). */
  maxBottom: number;
  /** Room kept between the stack and anything it avoids. */
  gap: number;
}

/**
 * Where the toast stack starts so that it covers none of `obstacles`: the highest top, from `minTop` down, that keeps
 * it `gap` apart from every obstacle in its column and ends above `maxBottom`; `current` is kept while it still does,
 * so the stack moves only when it must. `undefined` when there is no such place.
 *
 * @example clearTop({ left: 860, right: 1260, height: 96 }, [{ left: 1066, top: 105, right: 1256, bottom: 141 }], { minTop: 72, maxBottom: 792, gap: 8 }) // 149
 */
export function clearTop(
  stack: Stack,
  obstacles: readonly Box[],
  { minTop, maxBottom, gap }: Limits,
  current?: number,
): number | undefined {
  const inColumn = obstacles.filter((box) => box.left < stack.right + gap && box.right > stack.left - gap);
  const fits = (top: number) =>
    top >= minTop &&
    top + stack.height <= maxBottom &&
    inColumn.every((box) => box.bottom + gap <= top || box.top >= top + stack.height + gap);
  if (current !== undefined && fits(current)) return current;
  const candidates = [minTop, ...inColumn.map((box) => box.bottom + gap)].sort((a, b) => a - b);
  return candidates.find(fits);
}
