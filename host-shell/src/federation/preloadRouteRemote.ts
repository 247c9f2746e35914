/**
 * Asks for the remote entry of the area that draws this page while the page is still parsed, instead
 * of once the host's bundle has run, read config.json and routed: `<link rel="preload">`, so the
 * file only downloads; the host still checks the remote's contract before it runs.
 * The page's early script calls it (earlyRemoteEntry.ts).
 */
interface EarlyRemoteEntry {
  /** The config.json request the page started (index.html), if any. */
  configRequest: Promise<Response | null> | undefined;
  /** Whether an admin is signed in: if not, the page shows the login, and no area loads. */
  signedIn: boolean;
  /** The federation name of the area that draws this path, or null when the host draws it. */
  remote: string | null;
  fillHostname: (url: string, hostname: string) => string;
  document: Document;
}

export function preloadRouteRemote({ configRequest, signedIn, remote, fillHostname, document }: EarlyRemoteEntry): Promise<void> {
  if (!configRequest || !signedIn || !remote) return Promise.resolve();
  return configRequest
    .then((response) => (response && response.ok ? response.clone().json() : null))
    .then((config: { remotes?: Record<string, unknown> } | null) => {
      const url = config?.remotes?.[remote];
      if (typeof url !== 'string' || url === '') return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = fillHostname(url, document.location.hostname);
      document.head.appendChild(link);
    })
    .catch(() => undefined);
}
