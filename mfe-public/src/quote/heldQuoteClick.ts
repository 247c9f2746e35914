import { useEffect, useState } from 'react';

import { ANSWERED_ATTRIBUTE, LIVE_PAGE_SHOWN_EVENT, type LivePageShownDetail, markAnswered, onHeldClick } from '../prerender/staticPage';
import { loadQuoteDialog } from './lazyQuoteDialog';
import { QUOTE_SERVICE_TYPES, type QuoteServiceType } from './quoteRequest';

/** On a quote button's static copy (a link): the service its dialog preselects, '' for none. */
export const QUOTE_SERVICE_ATTRIBUTE = 'data-quote-service';

const serviceTypeOf = (value: string): QuoteServiceType | undefined => QUOTE_SERVICE_TYPES.find((type) => type.value === value)?.value;

/**
 * A quote link pressed on the static page while the app starts is answered as soon as the app runs: `open`
 * opens the dialog over the static page, rather than once the whole live page is drawn (most of a second on
 * a phone). Returns what to call once the dialog has closed: it moves focus back to the link pressed, or,
 * once the live page has replaced the static one, to its live counterpart; it does nothing otherwise.
 */
export function useAnswerHeldQuoteClick(open: (serviceType: QuoteServiceType | undefined) => void) {
  const [pressed, setPressed] = useState<HTMLElement | null>(null);

  useEffect(
    () =>
      onHeldClick((control) => {
        const service = control.getAttribute(QUOTE_SERVICE_ATTRIBUTE);
        if (service === null) return false;
        markAnswered(control);
        setPressed(control);
        // Opened once its code is in, so that the dialog draws in that very update.
        loadQuoteDialog().then(() => open(serviceTypeOf(service)));
        return true;
      }),
    [open],
  );

  useEffect(() => {
    const onShown = (event: Event) => {
      const { answered } = (event as CustomEvent<LivePageShownDetail>).detail;
      if (answered) setPressed(answered);
    };
    document.addEventListener(LIVE_PAGE_SHOWN_EVENT, onShown, { once: true });
    return () => document.removeEventListener(LIVE_PAGE_SHOWN_EVENT, onShown);
  }, []);

  return () => {
    if (!pressed) return;
    pressed.removeAttribute(ANSWERED_ATTRIBUTE);
    pressed.focus();
    setPressed(null);
  };
}
