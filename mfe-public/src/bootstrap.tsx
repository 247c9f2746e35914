import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'shared-contracts';
import { AppProviders } from 'shared-contracts';
import PublicSite from './exposed/PublicSite';

/** Standalone mode: the public site deployed alone for visitors. */
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<PublicSite />} />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
