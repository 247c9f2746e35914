import { type ComponentType, lazy } from 'react';
import { routes } from 'shared-contracts/contract';
import { NotFoundPage, useLocation } from 'shared-contracts/ui';

import { HomePage } from '../home/HomePage';
import { normalisePath } from '../layout/navLinks';
import { PageTitle } from '../layout/PageTitle';
import { PublicLayout } from '../layout/PublicLayout';
import { ShowLivePage } from '../layout/ShowLivePage';
import { loadQuoteDialog } from '../quote/lazyQuoteDialog';

/** Every page but the home page downloads when first visited. */
const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  [routes.generalLogistics]: () => import('../services/GeneralLogisticsPage').then((module) => module.GeneralLogisticsPage),
  [routes.fineArt]: () => import('../services/FineArtPage').then((module) => module.FineArtPage),
  [routes.eventStaging]: () => import('../services/EventStagingPage').then((module) => module.EventStagingPage),
  [routes.vehicleTransportation]: () => import('../services/VehicleTransportationPage').then((module) => module.VehicleTransportationPage),
  [routes.privacy]: () => import('../privacy/PrivacyPage').then((module) => module.PrivacyPage),
};

// The page the visitor opened is asked for as soon as this code runs, beside the rest of the site's, not once
// the host has started and drawn the site (half a second later on a phone). Once it is in, the quote dialog's
// code is, which every page's quote buttons open (the top bar has one): a tap soon after the page shows then
// only draws the dialog, instead of fetching it first (a third of a second on a phone).
if (typeof document !== 'undefined') {
  const path = normalisePath(location.pathname);
  const pageCode = path === routes.home ? Promise.resolve() : PAGE_LOADERS[path]?.();
  pageCode?.then(loadQuoteDialog, () => {});
}

/** The home page ships with the site. */
const PAGES: Record<string, ComponentType> = {
  [routes.home]: HomePage,
  ...Object.fromEntries(Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(() => load().then((Page) => ({ default: Page })))])),
};

/** Every page of the public site, by path (the static HTML build renders each). */
export const PUBLIC_PAGE_PATHS = Object.keys(PAGES);

/** The public site: the page for the current path inside the public layout; any other path is the 404 page. */
export default function PublicSite() {
  const Page = PAGES[normalisePath(useLocation().pathname)];
  if (!Page)
    return (
      <>
        <PageTitle title="Page not found" />
        <NotFoundPage />
        <ShowLivePage />
      </>
    );
  return (
    <PublicLayout>
      <Page />
    </PublicLayout>
  );
}
