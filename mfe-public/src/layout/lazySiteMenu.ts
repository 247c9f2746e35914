import { lazy } from 'react';

const loadSiteMenu = () => import('./SiteMenu');

/** Starts fetching the side menu's code when the visitor reaches for the menu button. */
export function preloadSiteMenu(): void {
  loadSiteMenu().catch(() => {
    // A failed preload is retried when the menu is really opened.
  });
}

export const LazySiteMenu = lazy(() => loadSiteMenu().then(({ SiteMenu }) => ({ default: SiteMenu })));
