import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'shared-contracts/ui';

import { DrawQuoteDialogWhenIdle, QuoteDialogProvider } from '../quote/QuoteDialogProvider';
import { Footer } from './Footer';
import { PageLoading } from './PageLoading';
import { ShowLivePage } from './ShowLivePage';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** Top bar, the page, footer, and the one quote dialog every page shares. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at the top; the first one stays where the visitor has scrolled its static copy to.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <QuoteDialogProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <TopBar />
        {/* The footer waits with the page, so nothing below the content jumps when a page's code arrives. */}
        <Suspense fallback={<PageLoading />}>
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
            {children}
          </Box>
          <Footer />
          <ShowLivePage />
          <DrawQuoteDialogWhenIdle />
        </Suspense>
      </Box>
    </QuoteDialogProvider>
  );
}
