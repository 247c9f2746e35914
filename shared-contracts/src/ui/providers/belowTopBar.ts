import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

const GAP_PX = 8;

/**
 * A top offset that clears the fixed top bar at every breakpoint: the theme's toolbar mixin gives the
 * bar's height, nested in media queries, and each height becomes a `top` a little below it.
 */
export function belowTopBar(theme: Theme): CSSObject {
  return offsetsBelow(theme.mixins.toolbar);
}

function offsetsBelow(heights: object): CSSObject {
  const styles: CSSObject = {};
  for (const [key, value] of Object.entries(heights)) {
    if (key === 'minHeight' && typeof value === 'number') styles.top = value + GAP_PX;
    else if (value && typeof value === 'object') styles[key] = offsetsBelow(value);
  }
  return styles;
}
