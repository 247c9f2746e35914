import { lazy } from 'react';
import { REPLAY_ATTRIBUTE } from '../prerender/staticPage';

let quoteDialog: Promise<typeof import('./QuoteDialog')> | undefined;

/** Fetches the quote dialog's code (a chunk of its own, with the form fields' MUI components) once. */
const loadQuoteDialog = () => (quoteDialog ??= import(/* webpackChunkName: "quote-dialog" */ './QuoteDialog'));

// A click held while the app started (startLivePage) may be a quote button's: its code is fetched beside the
// page's then, rather than once the page shows. Otherwise the live page shows without waiting for it.
if (typeof document !== 'undefined' && document.querySelector(`[${REPLAY_ATTRIBUTE}]`)) loadQuoteDialog();

/** The quote dialog, drawn out of sight once the live page shows (QuoteDialogProvider). */
export const LazyQuoteDialog = lazy(() => loadQuoteDialog().then(({ QuoteDialog }) => ({ default: QuoteDialog })));
