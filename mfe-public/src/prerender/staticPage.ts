/**
 * A public page arrives as static HTML built ahead of time (tooling/scripts/prerender.mjs), inside
 * the element with this id, so it paints before any JavaScript runs. The app starts at idle once the
 * page has painted (startLivePage.ts); the live page then renders out of sight underneath (the page's
 * own CSS hides the root while this element exists) and takes its place.
 */
export const STATIC_PAGE_ID = 'static-page';

/** On <html> when the static page must never show (the visitor chose the dark theme): the app starts at once. */
export const LIVE_PAGE_ONLY_CLASS = 'live-page-only';

/** Marks a static control that acts only once live (a quote link opens the dialog there): its click is held. */
export const LIVE_ACTION_ATTRIBUTE = 'data-live-action';

/** Marks the static control whose click was held for the live page to replay. */
export const REPLAY_ATTRIBUTE = 'data-replay-on-live-page';

/**
 * Marks the static control whose held click the app answered before the live page showed (the quote dialog
 * opened over the static page): showLivePage neither replays it nor moves focus, and names its live
 * counterpart in LIVE_PAGE_SHOWN_EVENT's detail.
 */
export const ANSWERED_ATTRIBUTE = 'data-answered-before-live-page';

/** On an element of the live page while it is still being drawn in parts (DrawnInTurn): its static copy stays until the last one. */
export const DRAWING_ATTRIBUTE = 'data-drawing-in-turn';

/** Dispatched on the document once the live page has replaced its static copy, with LivePageShownDetail. */
export const LIVE_PAGE_SHOWN_EVENT = 'live-page-shown';

export interface LivePageShownDetail {
  /** The live counterpart of the control whose held click was answered before the live page showed, if any. */
  answered: HTMLElement | null;
}

const CONTROLS = 'a[href], button';

/** The live page's control drawn where `control` is in the static page: same place among the controls, same text. */
function liveCounterpart(staticPage: Element, control: Element | null, livePage: Element | null): HTMLElement | null {
  if (!control || !livePage) return null;
  const index = [...staticPage.querySelectorAll(CONTROLS)].indexOf(control);
  const counterpart = index < 0 ? undefined : livePage.querySelectorAll<HTMLElement>(CONTROLS)[index];
  return counterpart?.textContent === control.textContent ? counterpart : null;
}

/**
 * Removes the static copy of the page, if there is one and the live page is drawn whole: the live page, already drawn the same, shows
 * in the same frame. Focus moves to the same control in the live page, and a click held on the static
 * page (a quote link pressed while the app started) is replayed there.
 */
export function showLivePage(): void {
  const staticPage = document.getElementById(STATIC_PAGE_ID);
  if (!staticPage) return;
  const livePage = staticPage.parentElement?.querySelector<HTMLElement>(`#${STATIC_PAGE_ID} ~ #root`) ?? null;
  if (livePage?.querySelector(`[${DRAWING_ATTRIBUTE}]`)) return;
  const focused = liveCounterpart(staticPage, staticPage.contains(document.activeElement) ? document.activeElement : null, livePage);
  const held = liveCounterpart(staticPage, staticPage.querySelector(`[${REPLAY_ATTRIBUTE}]`), livePage);
  const answered = liveCounterpart(staticPage, staticPage.querySelector(`[${ANSWERED_ATTRIBUTE}]`), livePage);
  staticPage.remove();
  (held ?? focused)?.focus();
  held?.click();
  document.dispatchEvent(new CustomEvent<LivePageShownDetail>(LIVE_PAGE_SHOWN_EVENT, { detail: { answered } }));
}

/**
 * Calls `answer` with the static control whose click is held for the live page: now if one is, then on each
 * click the static page holds (it marks the control in its own listener, which runs before the document's),
 * until `answer` takes one (returns true) or the live page shows. Returns what stops listening.
 */
export function onHeldClick(answer: (control: HTMLElement) => boolean): () => void {
  const takeHeld = () => {
    const control = document.querySelector<HTMLElement>(`[${REPLAY_ATTRIBUTE}]`);
    return control !== null && answer(control);
  };
  if (!document.getElementById(STATIC_PAGE_ID) || takeHeld()) return () => {};
  const onClick = () => {
    if (takeHeld()) stop();
  };
  const stop = () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener(LIVE_PAGE_SHOWN_EVENT, stop);
  };
  document.addEventListener('click', onClick);
  document.addEventListener(LIVE_PAGE_SHOWN_EVENT, stop);
  return stop;
}

/** The app answered `control`'s held click itself: the live page is not to replay it (ANSWERED_ATTRIBUTE). */
export function markAnswered(control: HTMLElement): void {
  control.removeAttribute(REPLAY_ATTRIBUTE);
  control.setAttribute(ANSWERED_ATTRIBUTE, '');
}
