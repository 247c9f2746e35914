import { createRoot } from 'react-dom/client';
import { AppProviders, BrowserRouter } from 'shared-contracts/ui';

import PublicSite from './exposed/PublicSite';

/** Standalone mode: the public site deployed alone for visitors; it draws every path itself. */
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <PublicSite />
    </BrowserRouter>
  </AppProviders>,
);
