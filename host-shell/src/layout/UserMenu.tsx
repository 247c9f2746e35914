import { useState } from 'react';
import { useNavigate } from 'shared-contracts';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { routes } from 'shared-contracts';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>AU</Avatar>}
      >
        Admin User
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={() => go(routes.admin.settings)}>Profile</MenuItem>
        <MenuItem onClick={() => go(routes.admin.settings)}>Settings</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
