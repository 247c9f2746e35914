import { type ReactNode, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { showToast } from 'shared-contracts/contract';
import { COMPANY } from 'shared-contracts/domain';

import { LIVE_PAGE_SHOWN_EVENT, STATIC_PAGE_ID } from '../prerender/staticPage';
import { useIsStaticPage } from '../prerender/StaticPageContext';
import { useAnswerHeldQuoteClick } from './heldQuoteClick';
import { LazyQuoteDialog } from './lazyQuoteDialog';
import { openMailto as openMailtoInBrowser } from './openMailto';
import { type OpenQuoteOptions, type QuoteDialogApi, QuoteDialogContext, useQuoteDialog } from './QuoteDialogContext';
import { buildMailtoUrl, buildQuoteEmail } from './quoteEmail';
import { QUOTE_SENT_TOAST } from './quoteMessages';
import type { QuoteRequest } from './quoteRequest';
import { useQuoteForm } from './useQuoteForm';
import { localIsoDate } from './validateQuote';

interface QuoteDialogProviderProps {
  children: ReactNode;
  /** Injectable for tests; the browser default navigates to the mailto URL. */
  openMailto?: (url: string) => void;
  now?: () => Date;
}

const systemNow = () => new Date();

/** Runs `task` once the browser is idle (after the frame being drawn), or in a task of its own where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task);
  return () => clearTimeout(id);
}

/**
 * Owns the one quote dialog and its form state; every quote button on every public page opens it.
 * The live page shows without waiting for the dialog's code (a chunk of its own, with the form fields,
 * fetched once the page's own code is in: exposed/PublicSite.tsx); at idle once it shows, the dialog is
 * drawn out of sight, in slices that yield, so that a tap on a phone only has to show it (drawing it at
 * the tap took half a second at 4× CPU slowdown). A quote button pressed before that draws it at once,
 * when its code is in; one pressed on the static page while the app starts, over the static page. The
 * static page has no dialog: its quote buttons are e-mail links.
 */
export function QuoteDialogProvider({ children, openMailto = openMailtoInBrowser, now = systemNow }: QuoteDialogProviderProps) {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [overStaticPage, setOverStaticPage] = useState(false);
  const live = !useIsStaticPage();
  const today = localIsoDate(now());
  const form = useQuoteForm(today);
  const { setField, clearErrors, reset } = form;
  const serviceTypeChosen = form.values.serviceType !== '';

  const show = useCallback(
    (serviceType: OpenQuoteOptions['serviceType']) => {
      if (serviceType && !serviceTypeChosen) setField('serviceType', serviceType);
      setDrawn(true);
      setOpen(true);
    },
    [serviceTypeChosen, setField],
  );
  // A transition: the tap's own frame (the button's ripple) paints at once, and the dialog in the next ones.
  const openQuote = useCallback(({ serviceType }: OpenQuoteOptions = {}) => startTransition(() => show(serviceType)), [show]);
  // Not a transition: the visitor pressed the button a while ago, and the page's remaining parts can wait.
  const openOverStaticPage = useCallback(
    (serviceType: OpenQuoteOptions['serviceType']) => {
      setOverStaticPage(true);
      show(serviceType);
    },
    [show],
  );
  const returnFocus = useAnswerHeldQuoteClick(openOverStaticPage);
  const drawWhenIdle = useCallback(() => whenIdle(() => startTransition(() => setDrawn(true))), []);
  const api = useMemo<QuoteDialogApi>(() => ({ openQuote, drawWhenIdle }), [openQuote, drawWhenIdle]);

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
      {live && drawn && (
        <Suspense fallback={null}>
          <LazyQuoteDialog
            open={open}
            form={form}
            today={today}
            onCancel={cancel}
            onSend={send}
            overStaticPage={overStaticPage}
            onClosed={returnFocus}
          />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}

/** Rendered with a page: the dialog is drawn at idle once the live page shows (at once if there is no static copy to replace). */
export function DrawQuoteDialogWhenIdle() {
  const { drawWhenIdle } = useQuoteDialog();
  useEffect(() => {
    if (!document.getElementById(STATIC_PAGE_ID)) return drawWhenIdle();
    let cancel = () => {};
    const draw = () => {
      cancel = drawWhenIdle();
    };
    document.addEventListener(LIVE_PAGE_SHOWN_EVENT, draw, { once: true });
    return () => {
      document.removeEventListener(LIVE_PAGE_SHOWN_EVENT, draw);
      cancel();
    };
  }, [drawWhenIdle]);
  return null;
}
