/**
 * A public page arrives as a static copy that reads, links and e-mails without JavaScript; the host
 * then loads the live page in its place. When the host cannot (config.json unreadable, the public
 * site's remote unreachable or failing), it dispatches this event on `document`, so the static copy
 * stops waiting for the live page and acts as it does without JavaScript.
 */
export const LIVE_PAGE_FAILED_EVENT = 'zorvex:live-page-failed';
