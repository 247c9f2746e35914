import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button, { buttonClasses } from '@mui/material/Button';
import { useMemo } from 'react';
import { routes } from 'shared-contracts/contract';

import { phoneLabel } from './phoneLabel';
import { TopBarMenu } from './TopBarMenu';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const entries = useMemo(
    () => [
      { label: 'Profile', to: routes.admin.settings },
      { label: 'Settings', to: routes.admin.settings },
      { label: 'Logout', onSelect: onLogout },
    ],
    [onLogout],
  );
  return (
    <TopBarMenu
      id="user-menu"
      entries={entries}
      renderButton={(props) => (
        <Button
          {...props}
          color="inherit"
          startIcon={
            <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>AU</Avatar>
          }
          sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 }, [`& .${buttonClasses.startIcon}`]: { mx: { xs: 0, sm: undefined } } }}
        >
          <Box component="span" sx={phoneLabel}>
            Admin User
          </Box>
        </Button>
      )}
    />
  );
}
