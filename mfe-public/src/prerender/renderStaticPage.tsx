import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { AppProviders, MemoryRouter, THEME_MODE_STORAGE_KEY } from 'shared-contracts/ui';

import PublicSite from '../exposed/PublicSite';
import { startLivePageScript } from './startLivePage';
import { LIVE_PAGE_ONLY_CLASS, STATIC_PAGE_ID } from './staticPage';
import { StaticPageContext } from './StaticPageContext';

// The build script renders each of these (tooling/scripts/prerender.mjs).
export { PUBLIC_PAGE_PATHS } from '../exposed/PublicSite';

export interface StaticPage {
  /** For the page's <head>: its title, the CSS its markup uses, and what hides the live page until it is whole. */
  head: string;
  /**
   * For the page's <body>, before the live page's root: the page, drawn without JavaScript, and what
   * starts the app once it has painted (startLivePage.ts).
   */
  body: string;
}

// React hoists a page's <title> out of the body; the page's HTML puts it in <head> instead.
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The live page renders into #root out of sight until ShowLivePage removes the static copy. A visitor
 * who chose the dark theme never sees the static page (drawn light): no flash of the wrong theme.
 */
const LIVE_PAGE_SWAP = `<style>
      #${STATIC_PAGE_ID} ~ #root { display: none; }
      .${LIVE_PAGE_ONLY_CLASS} #${STATIC_PAGE_ID} { display: none; }
      .${LIVE_PAGE_ONLY_CLASS} #${STATIC_PAGE_ID} ~ #root { display: block; }
    </style>
    <script>
      try { if (localStorage.getItem(${JSON.stringify(THEME_MODE_STORAGE_KEY)}) === 'dark') document.documentElement.className = '${LIVE_PAGE_ONLY_CLASS}'; } catch (e) {}
    </script>`;

/**
 * One public page rendered to static HTML, every lazy part of it resolved, with the CSS its render
 * inserted; `hostScripts` are the scripts of the host's build for the public pages, which the page runs
 * to become live.
 * Emotion's key is the browser's default ('css'), so the live page recognises these styles as already
 * inserted and draws with the same class names.
 */
export async function renderStaticPage(path: string, hostScripts: string[] = []): Promise<StaticPage> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <StaticPageContext.Provider value>
        <AppProviders>
          <MemoryRouter initialEntries={[path]}>
            <PublicSite />
          </MemoryRouter>
        </AppProviders>
      </StaticPageContext.Provider>
    </CacheProvider>,
    // Every part inline, in reading order, rather than large parts placed by a script afterwards.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  const content = markup.replace(TITLE, '');
  // Every style the render inserted, not only those the markup's classes name: MUI merges a component's styles into
  // one class (an AppBar's over its Paper's), and the live page inserts each part's own class as it draws. Found
  // here, none is inserted again while the live page draws.
  const everyInsertedClass = Object.keys(cache.registered).join(' ');
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(everyInsertedClass));
  return {
    head: `${TITLE.exec(markup)?.[0] ?? ''}\n    ${styles}\n    ${LIVE_PAGE_SWAP}`,
    body: `<div id="${STATIC_PAGE_ID}">${content}</div>${startLivePageScript(hostScripts)}`,
  };
}
