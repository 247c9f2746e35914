import { useState } from 'react';
import { Link as RouterLink } from 'shared-contracts';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Add from '@mui/icons-material/Add';
import { quickActions } from '../palette/quickActions';

export function QuickCreateMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'quick-create-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Quick Create
      </Button>
      <Menu id="quick-create-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {quickActions.map((action) => (
          <MenuItem key={action.route} component={RouterLink} to={action.route} onClick={close}>
            {action.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
