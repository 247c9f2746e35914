import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { provideWidgetLoader } from 'shared-contracts/ui';

import { App } from './App';
import { isAuthenticated } from './auth/authFlag';
import { fetchPortalConfig } from './config/portalConfig';
import { configureRemotes, loadAreaModule } from './federation/areaModules';
import { fetchCurrentReleases } from './federation/releaseRegistry';
import { setRemoteEntrySources } from './federation/remoteEntries';
import { startDemoTextGuard } from './guard/demoTextGuard';
import { preloadAdminPage } from './PortalRoutes';
import { pagePreview } from './preview/pagePreview';
import { StartupError } from './StartupError';

const root = createRoot(document.getElementById('root')!);
startDemoTextGuard();

const releasesRead = fetchCurrentReleases().catch((error: unknown) => ({
  releases: {},
  problem: error instanceof Error ? error.message : String(error),
}));

Promise.all([fetchPortalConfig(), releasesRead]).then(
  async ([config, { releases, problem }]) => {
    const preview = await pagePreview(config);
    setRemoteEntrySources({ configured: config.remotes, releases, preview }, problem);
    configureRemotes(Object.keys(config.remotes));
    provideWidgetLoader(({ area, module }, fresh) => loadAreaModule(area, { fresh, module }));
    preloadAdminPage(location.pathname, config.provider.kind === 'http' || isAuthenticated());
    // A transition renders in slices that yield to the browser, rather than in one long task.
    startTransition(() => root.render(<App config={config} preview={preview} />));
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  },
);
