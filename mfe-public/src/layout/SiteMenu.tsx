import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'shared-contracts/ui';

import { MENU_ICONS } from './menuIcons';
import { MENU_LINKS, normalisePath } from './navLinks';
import { SITE_MENU_ID } from './siteMenuId';

interface SiteMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu: the six links, the current page marked with aria-current. */
export function SiteMenu({ open, onClose }: SiteMenuProps) {
  const current = normalisePath(useLocation().pathname);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: SITE_MENU_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'site-menu-title',
          sx: { width: 300, maxWidth: '85vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography component="h2" variant="h6" id="site-menu-title" sx={{ fontWeight: 700 }}>
          Menu
        </Typography>
        <IconButton onClick={onClose} aria-label="Close menu" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main">
        <List>
          {MENU_LINKS.map(({ label, to }) => {
            const active = to === current;
            const Icon = MENU_ICONS[to];
            return (
              <li key={to}>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onClose}
                  sx={{
                    mx: 1,
                    borderRadius: 2,
                    '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                    '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{Icon && <Icon />}</ListItemIcon>
                  <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </nav>
    </Drawer>
  );
}
