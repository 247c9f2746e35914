import { lazy, Suspense } from 'react';
import { AppProviders, BrowserRouter } from 'shared-contracts/ui';
import { PortalConfigContext } from './config/PortalConfigContext';
import type { PortalConfig } from './config/portalConfig';
import { PortalRoutes } from './PortalRoutes';
import type { Preview } from './preview/preview';
import { PreviewContext } from './preview/PreviewContext';

// Only a browser that previews a remote downloads its banner.
const PreviewBanner = lazy(() => import('./preview/PreviewBanner').then((module) => ({ default: module.PreviewBanner })));

export function App({ config, preview }: { config: PortalConfig; preview: Preview | null }) {
  return (
    <PortalConfigContext.Provider value={config}>
      <PreviewContext.Provider value={preview}>
        <AppProviders>
          {/* The contract decides who draws each path (see PortalRoutes). */}
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
          {preview && (
            <Suspense fallback={null}>
              <PreviewBanner preview={preview} />
            </Suspense>
          )}
        </AppProviders>
      </PreviewContext.Provider>
    </PortalConfigContext.Provider>
  );
}
