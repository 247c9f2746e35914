import { LIVE_PAGE_FAILED_EVENT } from 'shared-contracts/contract';
import { fetchPortalConfig } from '../config/portalConfig';
import { configureRemotes, loadAreaModule } from '../federation/areaModules';

/** Tells the page's static copy that no live page is coming, so it acts as it does without JavaScript. */
export const reportLivePageFailed = () => document.dispatchEvent(new Event(LIVE_PAGE_FAILED_EVENT));

/**
 * config.json, read once when the page's script runs. The remotes are registered from it and the
 * public site's routes requested straight away, so the public remote's code downloads beside the
 * host's own instead of after it has run (the page renders them through RemoteArea, which gets the
 * same module).
 */
export const portalConfig = fetchPortalConfig().then((config) => {
  configureRemotes(config.remotes);
  loadAreaModule('public').catch(reportLivePageFailed);
  return config;
});
portalConfig.catch(reportLivePageFailed);
