import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { provideWidgetLoader } from 'shared-contracts/ui';
import { App } from './App';
import { fetchPortalConfig } from './config/portalConfig';
import { configureRemotes, loadAreaModule } from './federation/areaModules';
import { startDemoTextGuard } from './guard/demoTextGuard';
import { StartupError } from './StartupError';

const root = createRoot(document.getElementById('root')!);
startDemoTextGuard();

fetchPortalConfig().then(
  (config) => {
    configureRemotes(config.remotes);
    provideWidgetLoader(({ area, module }, fresh) => loadAreaModule(area, { fresh, module }));
    // A transition renders in slices that yield to the browser, rather than in one long task.
    startTransition(() => root.render(<App config={config} />));
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  },
);
