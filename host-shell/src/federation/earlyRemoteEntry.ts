/**
 * The page's early script (the admin pages' and the static public pages'), compiled as an entry of its own and written
 * inline into the page (tooling/webpack/earlyRemoteEntry.cjs): while the page is parsed, it preloads the remote entry
 * of the area that draws this path, with the host's own path table, and asks for its contract declaration, which the
 * host reads before the remote may start (contractCheck.ts).
 */
import { areas, ownerOfPath } from 'shared-contracts/contract';

import { AUTH_FLAG_KEY } from '../auth/authFlagKey';
import { requestContract } from './earlyContract';
import { preloadRouteRemote } from './preloadRouteRemote';

try {
  const owner = ownerOfPath(location.pathname);
  window.__zorvexContract = preloadRouteRemote({
    configRequest: window.__zorvexConfig,
    releasesRequest: window.__zorvexReleases,
    signedIn: localStorage.getItem(AUTH_FLAG_KEY) === 'true',
    remote: owner.kind === 'area' ? areas[owner.area].remote : null,
    publicPage: owner.kind === 'area' && owner.area === 'public',
    document,
  }).then((entry) => (entry === undefined ? null : requestContract(entry)));
} catch {
  // Only a head start: the host loads the remote entry itself.
}
