import { LIVE_ACTION_ATTRIBUTE, LIVE_PAGE_ONLY_CLASS, REPLAY_ATTRIBUTE, START_WHEN_VISIBLE_ATTRIBUTE, STATIC_PAGE_ID } from './staticPage';

export interface StartOptions {
  /** The host's scripts, in order: they start the app, and the live page with it. */
  scripts: string[];
  staticPageId: string;
  liveActionAttribute: string;
  replayAttribute: string;
  startWhenVisibleAttribute: string;
  livePageOnlyClass: string;
}

/**
 * The static page reads, links and e-mails without JavaScript, so it starts the app (about 340 KB of
 * code, most of a second of a phone's time) only when the visitor first reaches for the page, when a
 * part that moves by itself (the reviews carousel) comes into view, or at once when the static page
 * is hidden (a visitor who chose the dark theme). Until the live page shows, a click on a control
 * that acts only once live is held, marked for the live page to replay (showLivePage). Should the app
 * fail to load, or the live page not show within HOLD_LIMIT_MS of the click, the held link acts as it
 * does without JavaScript (a quote link e-mails the company), and so does every later click.
 *
 * Written into each static page as inline source (`startOnIntentScript`), so it uses nothing
 * outside its own body.
 */
export function startOnIntent(options: StartOptions): void {
  // What a visitor does that says they want more than reading: the app starts on the first of them.
  const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  // Under the 5 s a browser lets a click open an e-mail program for.
  const HOLD_LIMIT_MS = 4000;
  const staticPage = document.getElementById(options.staticPageId);
  const visibility =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        })
      : null;
  let started = false;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;

  function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
    visibility?.disconnect();
    for (const src of options.scripts) {
      const script = document.createElement('script');
      script.src = src;
      // In order, as the deferred tags they replace would run.
      script.async = false;
      script.onerror = release;
      document.head.appendChild(script);
    }
  }

  /** No live page to come: the static page's controls act as they do without JavaScript, the held one first. */
  function release() {
    if (!staticPage?.isConnected) return;
    staticPage.removeEventListener('click', holdLiveAction);
    const held = staticPage.querySelector<HTMLElement>(`[${options.replayAttribute}]`);
    held?.removeAttribute(options.replayAttribute);
    held?.click();
  }

  function holdLiveAction(event: MouseEvent) {
    const control = (event.target as Element).closest(`button, [${options.liveActionAttribute}]`);
    if (!control) return;
    event.preventDefault();
    const held = staticPage!.querySelector(`[${options.replayAttribute}]`);
    held?.removeAttribute(options.replayAttribute);
    control.setAttribute(options.replayAttribute, '');
    start();
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(release, HOLD_LIMIT_MS);
  }

  if (!staticPage || document.documentElement.classList.contains(options.livePageOnlyClass)) {
    start();
    return;
  }
  staticPage.addEventListener('click', holdLiveAction);
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
  staticPage.querySelectorAll(`[${options.startWhenVisibleAttribute}]`).forEach((element) => visibility?.observe(element));
}

/** The inline <script> a static page carries in place of the host's script tags. */
export function startOnIntentScript(scripts: string[]): string {
  const options: StartOptions = {
    scripts,
    staticPageId: STATIC_PAGE_ID,
    liveActionAttribute: LIVE_ACTION_ATTRIBUTE,
    replayAttribute: REPLAY_ATTRIBUTE,
    startWhenVisibleAttribute: START_WHEN_VISIBLE_ATTRIBUTE,
    livePageOnlyClass: LIVE_PAGE_ONLY_CLASS,
  };
  // `<` escaped: no script path can close the tag early.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<script>(${startOnIntent.toString()})(${json});</script>`;
}
