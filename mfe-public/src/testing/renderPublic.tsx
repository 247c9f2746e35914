import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProviders, createMemoryRouter, RouterProvider } from 'shared-contracts/ui';
import { QuoteDialogProvider } from '../quote/QuoteDialogProvider';

interface RenderOptions {
  route?: string;
  openMailto?: (url: string) => void;
  now?: () => Date;
}

/**
 * Renders public-site UI with the real providers, a memory router and the quote dialog; `location()`
 * says which path the router is on now, and `router` moves it.
 */
export function renderPublic(ui: ReactElement, { route = '/', openMailto = jest.fn(), now }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QuoteDialogProvider openMailto={openMailto} now={now}>
            {ui}
          </QuoteDialogProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, location: () => router.state.location.pathname };
}
