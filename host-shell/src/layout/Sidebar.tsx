import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type SidebarItem, sidebarItems } from 'shared-contracts/contract';
import { useMayOpen, useSidebarBadge } from 'shared-contracts/data';
import { Link as RouterLink, useLocation } from 'shared-contracts/ui';

import { prefetchArea } from '../federation/areaModules';
import { ConnectionIndicator } from './ConnectionIndicator';
import { sidebarIcons } from './sidebarIcons';
import { isItemActive } from './sidebarItems';

interface Props {
  /** Icons only (3rem) when false. */
  expanded: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

function CountBadge({ badgeKey }: { badgeKey: Extract<SidebarItem['badge'], { kind: 'count' }>['key'] }) {
  const count = useSidebarBadge(badgeKey);
  // Until it is counted, no badge rather than a wrong one.
  return count === undefined ? null : <Chip label={count} size="small" color="primary" variant="outlined" />;
}

function ItemBadge({ item }: { item: SidebarItem }) {
  if (!item.badge) return null;
  if (item.badge.kind === 'live') return <Chip label="Live" color="success" size="small" />;
  return <CountBadge badgeKey={item.badge.key} />;
}

export function Sidebar({ expanded, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  const mayOpen = useMayOpen();
  return (
    <Box component="aside" aria-label="Sidebar" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: expanded ? 2 : 0, py: 2, textAlign: expanded ? 'left' : 'center' }}>
        <Typography color="primary" noWrap sx={{ fontWeight: 800 }}>
          {expanded ? 'Zorvex Logistics' : 'ZL'}
        </Typography>
        {expanded && (
          <Typography variant="caption" color="text.secondary">
            Staff portal
          </Typography>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label="Admin" sx={{ flex: 1, overflowY: 'auto' }}>
        <List dense>
          {sidebarItems
            .filter((item) => mayOpen(item.route))
            .map((item) => {
              const active = isItemActive(item, pathname);
              const prefetch = () => item.area && prefetchArea(item.area);
              const button = (
                <ListItemButton
                  component={RouterLink}
                  to={item.route}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  aria-label={expanded ? undefined : item.title}
                  onClick={onNavigate}
                  onMouseEnter={prefetch}
                  onFocus={prefetch}
                  sx={{ mx: 0.5, borderRadius: 1, justifyContent: expanded ? 'flex-start' : 'center', px: expanded ? 1.5 : 0 }}
                >
                  <ListItemIcon sx={{ minWidth: expanded ? 36 : 0, color: active ? 'primary.main' : undefined }}>
                    {sidebarIcons[item.title]}
                  </ListItemIcon>
                  {expanded && <ListItemText primary={item.title} />}
                  {expanded && <ItemBadge item={item} />}
                </ListItemButton>
              );
              return expanded ? (
                <li key={item.title}>{button}</li>
              ) : (
                <Tooltip key={item.title} title={item.title} placement="right">
                  <li>{button}</li>
                </Tooltip>
              );
            })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 1, display: 'grid', gap: 1 }}>
        <ConnectionIndicator compact={!expanded} />
        <Button
          onClick={onLogout}
          color="inherit"
          startIcon={expanded ? <Logout /> : undefined}
          aria-label={expanded ? undefined : 'Logout'}
          sx={{ justifyContent: expanded ? 'flex-start' : 'center', minWidth: 0 }}
        >
          {expanded ? 'Logout' : <Logout />}
        </Button>
      </Box>
    </Box>
  );
}
