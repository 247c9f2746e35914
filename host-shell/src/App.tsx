import { useState } from 'react';
import { AppProviders, createBrowserRouter, RouterProvider } from 'shared-contracts/ui';
import { PortalConfigContext } from './config/PortalConfigContext';
import type { PortalConfig } from './config/portalConfig';
import { PortalRoutes } from './PortalRoutes';

/** One route takes every path: the contract decides who draws it (see PortalRoutes). */
const createPortalRouter = () => createBrowserRouter([{ path: '*', element: <PortalRoutes /> }]);

export function App({ config }: { config: PortalConfig }) {
  const [router] = useState(createPortalRouter);
  return (
    <PortalConfigContext.Provider value={config}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </PortalConfigContext.Provider>
  );
}
