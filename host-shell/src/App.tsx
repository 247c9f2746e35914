import { BrowserRouter } from 'shared-contracts';
import { AppProviders } from 'shared-contracts';
import { AppRoutes } from './AppRoutes';
import { PortalConfigContext } from './config/PortalConfigContext';
import type { PortalConfig } from './config/portalConfig';

export function App({ config }: { config: PortalConfig }) {
  return (
    <PortalConfigContext.Provider value={config}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </PortalConfigContext.Provider>
  );
}
