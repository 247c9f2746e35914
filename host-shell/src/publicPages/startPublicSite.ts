import { LIVE_PAGE_FAILED_EVENT } from 'shared-contracts/contract';

import { fetchPortalConfig } from '../config/portalConfig';
import { configureRemotes, loadAreaModule } from '../federation/areaModules';
import { fetchCurrentReleases } from '../federation/releaseRegistry';
import { setRemoteEntrySources } from '../federation/remoteEntries';
import { pagePreview } from '../preview/pagePreview';

/** Tells the page's static copy that no live page is coming, so it acts as it does without JavaScript. */
export const reportLivePageFailed = () => document.dispatchEvent(new Event(LIVE_PAGE_FAILED_EVENT));

/**
 * config.json and the release registry, read together once when the page's script runs. The remotes are
 * registered from them (each at its current release, or at this browser's preview, as in the admin
 * portal) and the public site's routes requested straight away, so the public remote's code downloads beside the
 * host's own instead of after it has run (the page renders them through RemoteArea, which gets the
 * same module).
 */
const releasesRead = fetchCurrentReleases().catch((error: unknown) => ({
  releases: {},
  problem: error instanceof Error ? error.message : String(error),
}));

export const publicSiteSettings = Promise.all([fetchPortalConfig(), releasesRead]).then(async ([config, { releases, problem }]) => {
  const preview = await pagePreview(config);
  setRemoteEntrySources({ configured: config.remotes, releases, preview }, problem);
  configureRemotes(Object.keys(config.remotes));
  loadAreaModule('public').catch(reportLivePageFailed);
  return { config, preview };
});
publicSiteSettings.catch(reportLivePageFailed);
