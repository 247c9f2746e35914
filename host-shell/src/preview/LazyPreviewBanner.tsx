import { lazy, Suspense } from 'react';

import type { Preview } from './preview';

// Only a browser that previews a remote downloads its banner.
const PreviewBanner = lazy(() => import('./PreviewBanner').then((module) => ({ default: module.PreviewBanner })));

/** The preview banner while this browser previews a remote (on every page, admin or public); nothing otherwise. */
export function LazyPreviewBanner({ preview }: { preview: Preview | null }) {
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner preview={preview} />
    </Suspense>
  );
}
