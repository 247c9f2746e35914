import { createRoot } from 'react-dom/client';
import { AppProviders, createBrowserRouter, RouterProvider } from 'shared-contracts/ui';
import PublicSite from './exposed/PublicSite';

/** Standalone mode: the public site deployed alone for visitors; it draws every path itself. */
const router = createBrowserRouter([{ path: '*', element: <PublicSite /> }]);

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>,
);
