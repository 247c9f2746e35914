import { type ComponentProps, use } from 'react';

import { onHeldClick } from '../prerender/staticPage';

type QuoteDialogModule = typeof import('./QuoteDialog');

let quoteDialog: Promise<QuoteDialogModule> | undefined;
let loaded: QuoteDialogModule['QuoteDialog'] | undefined;

/** Fetches the quote dialog's code (a chunk of its own, with the form fields' MUI components) once. */
export const loadQuoteDialog = () =>
  (quoteDialog ??= import(/* webpackChunkName: "quote-dialog" */ './QuoteDialog').then((module) => {
    loaded = module.QuoteDialog;
    return module;
  }));

// A click held while the app starts may be a quote button's: its code is fetched at once then, beside the
// page's, rather than after it (exposed/PublicSite.tsx), whether the click came before this code ran or after.
// The live page never waits for it.
if (typeof document !== 'undefined')
  onHeldClick(() => {
    loadQuoteDialog();
    return true;
  });

/**
 * The quote dialog, drawn out of sight once the live page shows (QuoteDialogProvider). It suspends until its
 * code is in; once it is, it draws in the update that asks for it (React.lazy would suspend once more, and
 * its retry waits behind every transition, such as the live page's parts).
 */
export function LazyQuoteDialog(props: ComponentProps<QuoteDialogModule['QuoteDialog']>) {
  const QuoteDialog = loaded ?? use(loadQuoteDialog()).QuoteDialog;
  return <QuoteDialog {...props} />;
}
