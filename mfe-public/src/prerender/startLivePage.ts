import { LIVE_PAGE_FAILED_EVENT } from 'shared-contracts/contract';

import { LIVE_ACTION_ATTRIBUTE, LIVE_PAGE_ONLY_CLASS, REPLAY_ATTRIBUTE, STATIC_PAGE_ID } from './staticPage';

/** @internal exported for its unit tests */
export interface StartOptions {
  /** The scripts of the host's build for the public pages, in order: they start the app, and the live page with it. */
  scripts: string[];
  staticPageId: string;
  liveActionAttribute: string;
  replayAttribute: string;
  livePageOnlyClass: string;
  failedEvent: string;
}

/**
 * The static page reads, links and e-mails without JavaScript, and becomes live by itself: it loads
 * the app at idle once it has painted, so every visitor gets the live page (the quote dialog, the
 * carousel) whatever they do or do not do, a screen reader's virtual cursor included; at once when
 * the static page is hidden (a visitor who chose the dark theme). Until the live page shows, a click
 * on a control that acts only once live is held and marked for the live page to replay (showLivePage),
 * however long the app takes. Only when the app cannot load at all (a script fails, or the host reports
 * LIVE_PAGE_FAILED_EVENT) does the held link act as it does without JavaScript (a quote link e-mails
 * the company), and every later click with it: an e-mail or the dialog, never both.
 *
 * Written into each static page as inline source (`startLivePageScript`), so it uses nothing outside
 * its own body.
 *
 * @internal exported for its unit tests, which call it in the page; static pages carry startLivePageScript
 */
export function startLivePage(options: StartOptions): void {
  const staticPage = document.getElementById(options.staticPageId);
  let started = false;

  function start() {
    if (started) return;
    started = true;
    for (const src of options.scripts) {
      const script = document.createElement('script');
      script.src = src;
      // In order, as the deferred tags they replace would run.
      script.async = false;
      script.onerror = release;
      document.head.appendChild(script);
    }
  }

  /** No live page is coming: the static page shows and its controls act as they do without JavaScript, the held one first. */
  function release() {
    if (!staticPage?.isConnected) return;
    document.documentElement.classList.remove(options.livePageOnlyClass);
    staticPage.removeEventListener('click', holdLiveAction);
    const held = staticPage.querySelector<HTMLElement>(`[${options.replayAttribute}]`);
    held?.removeAttribute(options.replayAttribute);
    held?.click();
  }

  function holdLiveAction(event: MouseEvent) {
    const control = (event.target as Element).closest(`button, [${options.liveActionAttribute}]`);
    if (!control) return;
    event.preventDefault();
    staticPage!.querySelector(`[${options.replayAttribute}]`)?.removeAttribute(options.replayAttribute);
    control.setAttribute(options.replayAttribute, '');
    start();
  }

  document.addEventListener(options.failedEvent, release);
  if (!staticPage || document.documentElement.classList.contains(options.livePageOnlyClass)) {
    start();
    return;
  }
  staticPage.addEventListener('click', holdLiveAction);
  const startWhenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start);
  if (document.readyState === 'complete') startWhenIdle();
  else addEventListener('load', startWhenIdle);
}

/** The inline <script> a static page carries in place of the host's script tags. */
export function startLivePageScript(scripts: string[]): string {
  const options: StartOptions = {
    scripts,
    staticPageId: STATIC_PAGE_ID,
    liveActionAttribute: LIVE_ACTION_ATTRIBUTE,
    replayAttribute: REPLAY_ATTRIBUTE,
    livePageOnlyClass: LIVE_PAGE_ONLY_CLASS,
    failedEvent: LIVE_PAGE_FAILED_EVENT,
  };
  // `<` escaped: no script path can close the tag early.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<script>(${startLivePage.toString()})(${json});</script>`;
}
