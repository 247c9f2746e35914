import { useState } from 'react';
import { AppProviders, BrowserRouter } from 'shared-contracts/ui';

import { AdminAuthContext } from './auth/adminAuth';
import { adminAuthFor } from './auth/adminAuthFor';
import type { PortalConfig } from './config/portalConfig';
import { PortalConfigContext } from './config/PortalConfigContext';
import { PortalRoutes } from './PortalRoutes';
import { LazyPreviewBanner } from './preview/LazyPreviewBanner';
import type { Preview } from './preview/preview';
import { PreviewContext } from './preview/PreviewContext';

export function App({ config, preview }: { config: PortalConfig; preview: Preview | null }) {
  const [auth] = useState(() => adminAuthFor(config));
  return (
    <PortalConfigContext.Provider value={config}>
      <PreviewContext.Provider value={preview}>
        <AdminAuthContext.Provider value={auth}>
          <AppProviders>
            {/* The contract decides who draws each path (see PortalRoutes). */}
            <BrowserRouter>
              <PortalRoutes />
            </BrowserRouter>
            <LazyPreviewBanner preview={preview} />
          </AppProviders>
        </AdminAuthContext.Provider>
      </PreviewContext.Provider>
    </PortalConfigContext.Provider>
  );
}
