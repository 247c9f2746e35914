import { useEffect } from 'react';
import { ownerOfPath } from 'shared-contracts/contract';
import { AppProviders, BrowserRouter, useLocation } from 'shared-contracts/ui';

import { RemoteArea } from '../areas/RemoteArea';
import { LazyPreviewBanner } from '../preview/LazyPreviewBanner';
import type { Preview } from '../preview/preview';
import { reportLivePageFailed } from './startPublicSite';

/** A path another page of the host draws (the admin pages' shell.html), reached by a link: loaded in full, in place of this one. */
function LoadPage({ url }: { url: string }) {
  useEffect(() => window.location.replace(url), [url]);
  return null;
}

function PublicPages() {
  const { pathname, search, hash } = useLocation();
  const owner = ownerOfPath(pathname);
  if (owner.kind === 'area' && owner.area === 'public') return <RemoteArea area="public" onUnavailable={reportLivePageFailed} />;
  return <LoadPage url={`${pathname}${search}${hash}`} />;
}

/**
 * The live version of the static public pages: the public site's remote and nothing of the admin
 * portal (no layout, login, store or palette), which is another page of the host; the preview banner
 * while this browser previews a remote, as on every page.
 */
export function PublicApp({ preview }: { preview: Preview | null }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <PublicPages />
      </BrowserRouter>
      <LazyPreviewBanner preview={preview} />
    </AppProviders>
  );
}
