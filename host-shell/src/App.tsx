import { useState } from 'react';
import { AppProviders, BrowserRouter } from 'shared-contracts/ui';
import { AdminAuthContext } from './auth/adminAuth';
import { adminAuthFor } from './auth/adminAuthFor';
import { PortalConfigContext } from './config/PortalConfigContext';
import type { PortalConfig } from './config/portalConfig';
import { PortalRoutes } from './PortalRoutes';

export function App({ config }: { config: PortalConfig }) {
  const [auth] = useState(() => adminAuthFor(config));
  return (
    <PortalConfigContext.Provider value={config}>
      <AdminAuthContext.Provider value={auth}>
        <AppProviders>
          {/* The contract decides who draws each path (see PortalRoutes). */}
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
        </AppProviders>
      </AdminAuthContext.Provider>
    </PortalConfigContext.Provider>
  );
}
