import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, createMemoryHistory, HistoryRouter } from 'shared-contracts/ui';

import { QuoteDialogProvider } from '../quote/QuoteDialogProvider';

interface RenderOptions {
  route?: string;
  openMailto?: (url: string) => void;
  now?: () => Date;
}

/**
 * Renders public-site UI with the real providers, a router over a memory history and the quote dialog;
 * `location()` says which path the router is on now, and `history` moves it.
 */
export function renderPublic(ui: ReactElement, { route = '/', openMailto = jest.fn(), now }: RenderOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [route] });
  const view = render(
    <AppProviders>
      <HistoryRouter history={history}>
        <QuoteDialogProvider openMailto={openMailto} now={now}>
          {ui}
        </QuoteDialogProvider>
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, history, location: () => history.location.pathname };
}
