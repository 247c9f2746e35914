import { parsePortalConfig } from '../config/portalConfig';
import { activePreview } from '../preview/preview';
import { currentReleasesOf } from './releaseRegistry';
import { remoteEntryOf } from './remoteEntries';

/**
 * Asks for the remote entry of the area that draws this page while the page is still parsed, instead
 * of once the host's bundle has run, read config.json and routed: `<link rel="preload">`, so the
 * file only downloads; the host still checks the remote's contract before it runs. The entry is the
 * one the host will load: this browser's preview, else the remote's current release, else its
 * configured URL. Resolves with the entry it preloaded, if any. The page's early script calls it (earlyRemoteEntry.ts).
 */
interface EarlyRemoteEntry {
  /** The config.json request the page started (index.html), if any. */
  configRequest: Promise<Response | null> | undefined;
  /** The releases.json request the page started, if any. */
  releasesRequest: Promise<Response | null> | undefined;
  /**
   * Whether an admin is signed in by the sample mode's flag: if not, the page shows the login, and no area loads. With
   * the API this page cannot tell (its session cookie is httpOnly): the entry is preloaded, as the area needs it right
   * after sign-in.
   */
  signedIn: boolean;
  /** The federation name of the area that draws this path, or null when the host draws it. */
  remote: string | null;
  /**
   * A public page: every visitor gets its live page, signed in or not, so its remote entry is preloaded for all; at low
   * priority, like the host's scripts the static page preloads (nothing waits for them to paint).
   */
  publicPage: boolean;
  document: Document;
}

/** The JSON body of an early request, leaving the response readable for the host; null if it failed. */
const jsonOf = (request: Promise<Response | null> | undefined): Promise<unknown> =>
  Promise.resolve(request)
    .then((response) => (response && response.ok ? response.clone().json() : null))
    .catch(() => null);

export function preloadRouteRemote({
  configRequest,
  releasesRequest,
  signedIn,
  remote,
  publicPage,
  document,
}: EarlyRemoteEntry): Promise<string | undefined> {
  if (!configRequest || !remote) return Promise.resolve(undefined);
  return Promise.all([jsonOf(configRequest), jsonOf(releasesRequest)])
    .then(([rawConfig, rawRegistry]) => {
      const config = parsePortalConfig(rawConfig, document.location.hostname);
      const mayBeSignedIn = signedIn || config.provider.kind === 'http';
      if (!mayBeSignedIn && !publicPage) return;
      const preview = activePreview(config, { signedIn: mayBeSignedIn, cookie: document.cookie });
      const entry = remoteEntryOf(remote, { configured: config.remotes, releases: currentReleasesOf(rawRegistry).releases, preview });
      if (entry === undefined) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = entry;
      if (publicPage) link.setAttribute('fetchpriority', 'low');
      document.head.appendChild(link);
      return entry;
    })
    .catch(() => undefined);
}
