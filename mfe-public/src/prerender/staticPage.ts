/**
 * A public page arrives as static HTML built ahead of time (tooling/scripts/prerender.mjs), inside
 * the element with this id, so it paints before any JavaScript runs. The live page renders out of
 * sight underneath (the page's own CSS hides the root while this element exists).
 */
export const STATIC_PAGE_ID = 'static-page';

/**
 * Removes the static copy of the page, if there is one: the live page, already drawn the same, shows
 * in the same frame.
 */
export function showLivePage(): void {
  document.getElementById(STATIC_PAGE_ID)?.remove();
}
