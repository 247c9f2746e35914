import { lazy } from 'react';
import { onHeldClick } from '../prerender/staticPage';

let quoteDialog: Promise<typeof import('./QuoteDialog')> | undefined;

/** Fetches the quote dialog's code (a chunk of its own, with the form fields' MUI components) once. */
const loadQuoteDialog = () => (quoteDialog ??= import(/* webpackChunkName: "quote-dialog" */ './QuoteDialog'));

// A click held while the app starts may be a quote button's: its code is fetched at once then, beside the
// page's, rather than once the page shows, whether the click came before this code ran or after. Otherwise
// the live page shows without waiting for it.
if (typeof document !== 'undefined')
  onHeldClick(() => {
    loadQuoteDialog();
    return true;
  });

/** The quote dialog, drawn out of sight once the live page shows (QuoteDialogProvider). */
export const LazyQuoteDialog = lazy(() => loadQuoteDialog().then(({ QuoteDialog }) => ({ default: QuoteDialog })));
