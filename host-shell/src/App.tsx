import { AppProviders, BrowserRouter } from 'shared-contracts/ui';
import { PortalConfigContext } from './config/PortalConfigContext';
import type { PortalConfig } from './config/portalConfig';
import { PortalRoutes } from './PortalRoutes';

export function App({ config }: { config: PortalConfig }) {
  return (
    <PortalConfigContext.Provider value={config}>
      <AppProviders>
        {/* The contract decides who draws each path (see PortalRoutes). */}
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </AppProviders>
    </PortalConfigContext.Provider>
  );
}
