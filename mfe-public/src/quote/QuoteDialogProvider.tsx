import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { COMPANY, showToast } from 'shared-contracts/contract';
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
 * Owns the one quote dialog and its form state; every quote button on every
 * public page opens it. The dialog's code loads on first use.
 */
export function QuoteDialogProvider({ children, openMailto = openMailtoInBrowser, now = systemNow }: QuoteDialogProviderProps) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const today = localIsoDate(now());
  const form = useQuoteForm(today);
  const { setField, clearErrors, reset } = form;
  const serviceTypeChosen = form.values.serviceType !== '';

  const openQuote = useCallback(
    ({ serviceType }: OpenQuoteOptions = {}) => {
      if (serviceType && !serviceTypeChosen) setField('serviceType', serviceType);
      setOpen(true);
      setEverOpened(true);
    },
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
      {everOpened && (
        <Suspense fallback={null}>
          <LazyQuoteDialog open={open} form={form} today={today} onCancel={cancel} onSend={send} />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}
