import { lazy } from 'react';

const loadQuoteDialog = () => import('./QuoteDialog');

/** Starts fetching the dialog's code (and its form components) ahead of the first click. */
export function preloadQuoteDialog(): void {
  loadQuoteDialog().catch(() => {
    // A failed preload is retried when the dialog is really opened.
  });
}

/** The quote dialog, downloaded only when a visitor is about to open it. */
export const LazyQuoteDialog = lazy(() => loadQuoteDialog().then(({ QuoteDialog }) => ({ default: QuoteDialog })));
