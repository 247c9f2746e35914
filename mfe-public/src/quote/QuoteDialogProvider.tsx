import { startTransition, useCallback, useMemo, useState, type ReactNode } from 'react';
import { COMPANY, showToast } from 'shared-contracts/contract';
import { useIsStaticPage } from '../prerender/StaticPageContext';
import type { QuoteRequest } from './quoteRequest';
import { openMailto as openMailtoInBrowser } from './openMailto';
import { QuoteDialogContext, type OpenQuoteOptions, type QuoteDialogApi } from './QuoteDialogContext';
import { buildMailtoUrl, buildQuoteEmail } from './quoteEmail';
import { LazyQuoteDialog } from './lazyQuoteDialog';
import { QUOTE_SENT_TOAST } from './quoteMessages';
import { useQuoteForm } from './useQuoteForm';
import { localIsoDate } from './validateQuote';

interface QuoteDialogProviderProps {
  children: ReactNode;
  /** Injectable for tests; the browser default navigates to the mailto URL. */
  openMailto?: (url: string) => void;
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * Owns the one quote dialog and its form state; every quote button on every public page opens it.
 * The live page is drawn with the dialog in it, out of sight (its code, a chunk of its own, fetched
 * beside the page's), so that a tap on a phone only has to show it: drawing it at the tap took half a
 * second at 4× CPU slowdown. Until that code is in, the page waits (suspends) with it. The static page
 * has no dialog: its quote buttons are e-mail links.
 */
export function QuoteDialogProvider({ children, openMailto = openMailtoInBrowser, now = systemNow }: QuoteDialogProviderProps) {
  const [open, setOpen] = useState(false);
  const live = !useIsStaticPage();
  const today = localIsoDate(now());
  const form = useQuoteForm(today);
  const { setField, clearErrors, reset } = form;
  const serviceTypeChosen = form.values.serviceType !== '';

  // A transition: the tap's own frame (the button's ripple) paints at once, and the dialog in the next ones.
  const openQuote = useCallback(
    ({ serviceType }: OpenQuoteOptions = {}) =>
      startTransition(() => {
        if (serviceType && !serviceTypeChosen) setField('serviceType', serviceType);
        setOpen(true);
      }),
    [serviceTypeChosen, setField],
  );
  const api = useMemo<QuoteDialogApi>(() => ({ openQuote }), [openQuote]);

  const cancel = useCallback(() => {
    setOpen(false);
    clearErrors();
  }, [clearErrors]);

  const send = useCallback(
    (values: QuoteRequest) => {
      openMailto(buildMailtoUrl(COMPANY.email, buildQuoteEmail(values, now())));
      showToast({ ...QUOTE_SENT_TOAST, variant: 'success' });
      setOpen(false);
      reset();
    },
    [openMailto, now, reset],
  );

  return (
    <QuoteDialogContext.Provider value={api}>
      {children}
      {live && <LazyQuoteDialog open={open} form={form} today={today} onCancel={cancel} onSend={send} />}
    </QuoteDialogContext.Provider>
  );
}
