import { useLayoutEffect } from 'react';

import { showLivePage } from '../prerender/staticPage';

/**
 * Rendered after the last part of a page: once it commits, the whole live page is drawn, so the static
 * copy sent with the HTML gives way to it before the browser paints again.
 */
export function ShowLivePage() {
  useLayoutEffect(showLivePage, []);
  return null;
}
