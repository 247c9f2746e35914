import { StartupError } from '../StartupError';
import { publicSiteSettings } from './startPublicSite';

/** Resolves in a task of its own: the browser handles input and paints before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The live page starts while the visitor reads the static one, so each step is a task of its own
 * rather than one long task that a tap would wait behind: React DOM's code runs, then shared-contracts'
 * UI layer (MUI's styles, emotion, the router, the theme), then the page's own, then the page renders
 * as a transition, in slices that yield. Their chunks are all fetched at once (PreloadStartupChunksPlugin).
 */
async function startLivePage() {
  await nextTask();
  const [{ createRoot }, { startTransition }] = await Promise.all([import('react-dom/client'), import('react')]);
  await nextTask();
  await import('shared-contracts/ui');
  await nextTask();
  const [{ PublicApp }, { startDemoTextGuard }] = await Promise.all([import('./PublicApp'), import('../guard/demoTextGuard')]);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startDemoTextGuard();
  publicSiteSettings.then(
    ({ preview }) => startTransition(() => root.render(<PublicApp preview={preview} />)),
    (error: unknown) => {
      console.error(error);
      root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    },
  );
}

startLivePage();
