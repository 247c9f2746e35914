import { useCallback, useState } from 'react';
import { Outlet, useNavigate } from 'shared-contracts';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { routes } from 'shared-contracts';
import { signOut } from '../auth/authFlag';
import { CommandPalette } from '../palette/CommandPalette';
import { useRecordFinder } from '../palette/useRecordFinder';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useShortcut } from './useShortcut';
import { useSidebarState } from './useSidebarState';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_ICON_WIDTH = '3rem';
export const SIDEBAR_MOBILE_WIDTH = '18rem';

/** Top bar, collapsible sidebar and the content area every admin screen renders in. */
export function AdminLayout() {
  const navigate = useNavigate();
  const sidebar = useSidebarState();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const findRecords = useRecordFinder();
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  useShortcut('b', sidebar.toggle);
  useShortcut('k', openPalette);

  const logout = () => {
    signOut();
    navigate(routes.admin.login, { replace: true });
  };
  const width = sidebar.expanded ? SIDEBAR_WIDTH : SIDEBAR_ICON_WIDTH;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onToggleSidebar={sidebar.toggle} onOpenPalette={openPalette} onLogout={logout} />
      {sidebar.isMobile ? (
        <Drawer
          open={sidebar.sheetOpen}
          onClose={sidebar.closeSheet}
          slotProps={{ paper: { sx: { width: SIDEBAR_MOBILE_WIDTH } } }}
        >
          <Sidebar expanded onNavigate={sidebar.closeSheet} onLogout={logout} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
          sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms' } }}
        >
          <Toolbar />
          <Sidebar expanded={sidebar.expanded} onLogout={logout} />
        </Drawer>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} findRecords={findRecords} />
    </Box>
  );
}
