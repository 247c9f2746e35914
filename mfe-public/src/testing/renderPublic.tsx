import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts';
import { AppProviders } from 'shared-contracts';
import { QuoteDialogProvider } from '../quote/QuoteDialogProvider';

/** Shows the current path so tests can assert where a link went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

interface RenderOptions {
  route?: string;
  openMailto?: (url: string) => void;
  now?: () => Date;
}

/** Renders public-site UI with the real providers, a memory router and the quote dialog. */
export function renderPublic(ui: ReactElement, { route = '/', openMailto = jest.fn(), now }: RenderOptions = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <QuoteDialogProvider openMailto={openMailto} now={now}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </QuoteDialogProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}
