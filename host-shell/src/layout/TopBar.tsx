import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useThemeMode } from 'shared-contracts/ui';

import { phoneLabel } from './phoneLabel';
import { QuickCreateMenu } from './QuickCreateMenu';
import { UserMenu } from './UserMenu';

const NOTIFICATION_COUNT = 3;

interface Props {
  onToggleSidebar: () => void;
  onOpenPalette: () => void;
  /** Starts loading the palette when the pointer or focus reaches the search button. */
  onPalettePrefetch: () => void;
  onLogout: () => void;
}

const shortcut = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';

export function TopBar({ onToggleSidebar, onOpenPalette, onPalettePrefetch, onLogout }: Props) {
  const [mode, toggleMode] = useThemeMode();
  const nextMode = mode === 'light' ? 'dark' : 'light';
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Tooltip title="Toggle sidebar (Ctrl/Cmd+B)">
          <IconButton edge="start" aria-label="Toggle sidebar" onClick={onToggleSidebar}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <Button
          onClick={onOpenPalette}
          onPointerEnter={onPalettePrefetch}
          onFocus={onPalettePrefetch}
          color="inherit"
          variant="outlined"
          startIcon={<SearchIcon />}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{
            justifyContent: 'space-between',
            minWidth: { xs: 0, sm: 260 },
            color: 'text.secondary',
            borderColor: 'divider',
            fontWeight: 400,
          }}
        >
          <Box component="span" sx={[{ flex: 1, textAlign: 'left' }, phoneLabel]}>
            Search...
          </Box>
          <Box component="kbd" sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: 12, ml: 2 }}>
            {shortcut}
          </Box>
        </Button>
        <Box sx={{ flex: 1 }} />
        <QuickCreateMenu />
        <Box role="status" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.75, px: 1, color: 'success.main' }}>
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Live
          </Typography>
        </Box>
        <Tooltip title={`Switch to ${nextMode} theme`}>
          <IconButton aria-label={`Switch to ${nextMode} theme`} onClick={toggleMode}>
            {mode === 'light' ? <DarkMode /> : <LightMode />}
          </IconButton>
        </Tooltip>
        {/* The name starts with the count it shows (WCAG 2.5.3, label in name); axe does not match a "3" inside "(3)". */}
        <IconButton aria-label={`${NOTIFICATION_COUNT} notifications`}>
          <Badge badgeContent={NOTIFICATION_COUNT} color="error">
            <Notifications />
          </Badge>
        </IconButton>
        <UserMenu onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  );
}
