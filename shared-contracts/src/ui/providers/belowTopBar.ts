import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

export const TOAST_GAP_PX = 8;
/** The variable the toast area sets to move the stack lower, clear of what it must not cover. */
export const TOASTS_TOP_VARIABLE = '--toasts-top';

/**
 * A top offset that clears the fixed top bar at every breakpoint: the theme's toolbar mixin gives the bar's height,
 * nested in media queries, and each height becomes a `top` a little below it, or lower where the toast area asks.
 */
export function belowTopBar(theme: Theme): CSSObject {
  return offsetsBelow(theme.mixins.toolbar);
}

function offsetsBelow(heights: object): CSSObject {
  const styles: CSSObject = {};
  for (const [key, value] of Object.entries(heights)) {
    if (key === 'minHeight' && typeof value === 'number') styles.top = `max(${value + TOAST_GAP_PX}px, var(${TOASTS_TOP_VARIABLE}, 0px))`;
    else if (value && typeof value === 'object') styles[key] = offsetsBelow(value);
  }
  return styles;
}

/**
 * The same offset for the window as it is now: the mixin's heights whose media queries match.
 *
 * @example belowTopBarNow(theme) // 72 at 1280 × 800, 64 at 375 × 740, 56 at 740 × 375
 */
export function belowTopBarNow(theme: Theme): number {
  return heightNow(theme.mixins.toolbar) + TOAST_GAP_PX;
}

function heightNow(heights: object): number {
  let height = 0;
  for (const [key, value] of Object.entries(heights)) {
    if (key === 'minHeight' && typeof value === 'number') height = value;
    else if (key.startsWith('@media') && value && typeof value === 'object' && window.matchMedia(key.slice('@media'.length)).matches) {
      height = heightNow(value) || height;
    }
  }
  return height;
}
