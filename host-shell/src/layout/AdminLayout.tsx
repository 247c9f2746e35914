import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { DataLayerProvider } from 'shared-contracts/data';
import { useNavigate } from 'shared-contracts/ui';

import { PageAccessGate } from '../access/PageAccessGate';
import { useAdminAuth } from '../auth/adminAuth';
import { usePortalConfig } from '../config/PortalConfigContext';
import { portalProvider } from '../data/portalProvider';
import { stopPreview } from '../preview/preview';
import { usePreview } from '../preview/PreviewContext';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useShortcut } from './useShortcut';
import { useSidebarState } from './useSidebarState';

// Loaded the first time it opens (Ctrl+K or the search button), not with every admin page.
const loadPalette = () => import('../palette/CommandPalette');
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));
// The sliding sheet (a modal drawer) is for narrow screens only; wide ones dock the sidebar in a plain
// surface, so their pages do not download MUI's modal machinery.
const Drawer = lazy(() => import('@mui/material/Drawer'));

const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_ICON_WIDTH = '3rem';
const SIDEBAR_MOBILE_WIDTH = '18rem';

/**
 * Top bar, collapsible sidebar and the content area (`children`) every admin screen renders in, over the
 * data layer every admin screen reads and writes through.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { provider } = usePortalConfig();
  const auth = useAdminAuth();
  const [data] = useState(() => portalProvider(provider, auth.expired));
  return (
    <DataLayerProvider provider={data}>
      <AdminFrame>
        <PageAccessGate>{children}</PageAccessGate>
      </AdminFrame>
    </DataLayerProvider>
  );
}

function AdminFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const auth = useAdminAuth();
  const preview = usePreview();
  const sidebar = useSidebarState();
  const [paletteOpen, setPaletteOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed and open again at once.
  const [paletteUsed, setPaletteUsed] = useState(false);
  const openPalette = useCallback(() => {
    setPaletteUsed(true);
    setPaletteOpen(true);
  }, []);
  useShortcut('b', sidebar.toggle);
  useShortcut('k', openPalette);

  const logout = () => {
    void auth.signOut().finally(() => {
      // A preview is a signed-in admin's: signing out ends it, and a fresh page drops its code.
      if (preview) {
        stopPreview();
        window.location.assign(routes.admin.login);
        return;
      }
      navigate(routes.admin.login, { replace: true });
    });
  };
  const width = sidebar.expanded ? SIDEBAR_WIDTH : SIDEBAR_ICON_WIDTH;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onToggleSidebar={sidebar.toggle} onOpenPalette={openPalette} onPalettePrefetch={loadPalette} onLogout={logout} />
      {sidebar.isMobile ? (
        <Suspense fallback={null}>
          <Drawer
            open={sidebar.sheetOpen}
            onClose={sidebar.closeSheet}
            slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: SIDEBAR_MOBILE_WIDTH } } }}
          >
            <Sidebar expanded onNavigate={sidebar.closeSheet} onLogout={logout} />
          </Drawer>
        </Suspense>
      ) : (
        <Box data-state={sidebar.expanded ? 'expanded' : 'collapsed'} sx={{ width, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              display: 'flex',
              flexDirection: 'column',
              height: '100%',
              width,
              overflowX: 'hidden',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              transition: 'width 150ms',
            }}
          >
            <Toolbar />
            <Sidebar expanded={sidebar.expanded} onLogout={logout} />
          </Paper>
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
      {paletteUsed && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
