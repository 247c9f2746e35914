import { createContext, useContext } from 'react';

import type { QuoteServiceType } from './quoteRequest';

export interface OpenQuoteOptions {
  /** Pre-selects a service when the visitor has not chosen one yet. */
  serviceType?: QuoteServiceType;
}

export interface QuoteDialogApi {
  openQuote: (options?: OpenQuoteOptions) => void;
  /** Draws the dialog out of sight once the browser is idle; returns what cancels that. */
  drawWhenIdle: () => () => void;
}

export const QuoteDialogContext = createContext<QuoteDialogApi | null>(null);

/**
 * Opens the one quote dialog of the public site.
 *
 * @example const { openQuote } = useQuoteDialog(); <Button onClick={() => openQuote()}>Get a Quote</Button>
 */
export function useQuoteDialog(): QuoteDialogApi {
  const api = useContext(QuoteDialogContext);
  if (!api) throw new Error('useQuoteDialog must be used inside <QuoteDialogProvider>');
  return api;
}
