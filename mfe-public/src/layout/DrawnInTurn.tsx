import { Children, type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';

import { DRAWING_ATTRIBUTE, showLivePage, STATIC_PAGE_ID } from '../prerender/staticPage';
import { useIsStaticPage } from '../prerender/StaticPageContext';

/**
 * The parts of a page, drawn one after another when the live page is drawn under its static copy: each
 * part in a commit of its own, the next one in a transition once the last is in, so that no single task
 * builds the whole page while the visitor may be tapping (at 4× CPU slowdown one commit of the home page
 * held the main thread for 200 ms). Out of sight, so nothing shows in parts: until the last part is in, a
 * marker keeps the static copy (showLivePage), and the last part's commit shows the live page. Drawn
 * whole on a static page and on pages the visitor moves to.
 */
export function DrawnInTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const isStaticPage = useIsStaticPage();
  const [drawn, setDrawn] = useState(() => (isStaticPage || !document.getElementById(STATIC_PAGE_ID) ? parts.length : 1));
  const whole = drawn >= parts.length;

  useEffect(() => {
    if (!whole) startTransition(() => setDrawn((count) => count + 1));
  }, [whole, drawn]);
  useLayoutEffect(() => {
    if (whole && !isStaticPage) showLivePage();
  }, [whole, isStaticPage]);

  return (
    <>
      {parts.slice(0, drawn)}
      {!whole && <span hidden {...{ [DRAWING_ATTRIBUTE]: '' }} />}
    </>
  );
}
