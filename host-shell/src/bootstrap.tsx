import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchPortalConfig } from './config/portalConfig';
import { configureRemotes } from './federation/areaModules';
import { startDemoTextGuard } from './guard/demoTextGuard';
import './federation/hostProvidedLibraries';
import { StartupError } from './StartupError';

const root = createRoot(document.getElementById('root')!);
startDemoTextGuard();

fetchPortalConfig().then(
  (config) => {
    configureRemotes(config.remotes);
    root.render(<App config={config} />);
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  },
);
