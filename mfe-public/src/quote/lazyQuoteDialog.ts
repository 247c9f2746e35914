import { lazy } from 'react';

// Requested as soon as the public site's code runs, beside the page's own (a page waits for it: it is
// drawn with the dialog in it), rather than once React reaches it, a round trip later on a phone.
const quoteDialog = import('./QuoteDialog');

/** The quote dialog, in a chunk of its own, drawn out of sight with the live page (QuoteDialogProvider). */
export const LazyQuoteDialog = lazy(() => quoteDialog.then(({ QuoteDialog }) => ({ default: QuoteDialog })));
