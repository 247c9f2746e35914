import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button, { buttonClasses } from '@mui/material/Button';
import { useMemo } from 'react';
import { routes } from 'shared-contracts/contract';
import { useSession } from 'shared-contracts/data';

import { phoneLabel } from './phoneLabel';
import { TopBarMenu } from './TopBarMenu';

/** "AU" for "Admin User": the first letters of the first two words. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  // The specification's name until the provider says who is signed in (a provider without accounts never does).
  const name = useSession()?.name ?? 'Admin User';
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
            <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initialsOf(name)}
            </Avatar>
          }
          sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 }, [`& .${buttonClasses.startIcon}`]: { mx: { xs: 0, sm: undefined } } }}
        >
          <Box component="span" sx={phoneLabel}>
            {name}
          </Box>
        </Button>
      )}
    />
  );
}
