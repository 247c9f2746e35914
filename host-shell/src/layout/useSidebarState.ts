import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';

import { readSidebarExpanded, writeSidebarExpanded } from './sidebarCookie';

const MOBILE_BREAKPOINT_PX = 768;

/**
 * Desktop: expanded (16rem) or icons only (3rem), remembered in the cookie.
 * Below 768px: a sheet (18rem) that opens over the page and is not remembered.
 */
export function useSidebarState() {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, { noSsr: true });
  const [expanded, setExpanded] = useState(() => readSidebarExpanded());
  const [sheetOpen, setSheetOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setSheetOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      writeSidebarExpanded(!current);
      return !current;
    });
  }, [isMobile]);

  return { isMobile, expanded, sheetOpen, closeSheet: () => setSheetOpen(false), toggle };
}
