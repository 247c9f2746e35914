import { lazy, type ComponentType } from 'react';
import { routes } from 'shared-contracts/contract';
import { useLocation, NotFoundPage } from 'shared-contracts/ui';
import { HomePage } from '../home/HomePage';
import { normalisePath } from '../layout/navLinks';
import { PageTitle } from '../layout/PageTitle';
import { PublicLayout } from '../layout/PublicLayout';
import { ShowLivePage } from '../layout/ShowLivePage';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** The home page ships with the site; every other page downloads when first visited. */
const PAGES: Record<string, ComponentType> = {
  [routes.home]: HomePage,
  [routes.generalLogistics]: named(() => import('../services/GeneralLogisticsPage'), 'GeneralLogisticsPage'),
  [routes.fineArt]: named(() => import('../services/FineArtPage'), 'FineArtPage'),
  [routes.eventStaging]: named(() => import('../services/EventStagingPage'), 'EventStagingPage'),
  [routes.vehicleTransportation]: named(() => import('../services/VehicleTransportationPage'), 'VehicleTransportationPage'),
  [routes.privacy]: named(() => import('../privacy/PrivacyPage'), 'PrivacyPage'),
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
