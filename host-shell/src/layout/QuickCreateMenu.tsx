import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button, { buttonClasses } from '@mui/material/Button';
import { useMemo } from 'react';
import { quickActions } from 'shared-contracts/contract';
import { useMayOpen } from 'shared-contracts/data';

import { phoneLabel } from './phoneLabel';
import { TopBarMenu } from './TopBarMenu';

/** The quick actions the role may take; nothing at all for a role that may create nothing (a viewer). */
export function QuickCreateMenu() {
  const mayOpen = useMayOpen();
  const entries = useMemo(
    () => quickActions.filter((action) => mayOpen(action.route)).map((action) => ({ label: action.title, to: action.route })),
    [mayOpen],
  );
  if (entries.length === 0) return null;
  return (
    <TopBarMenu
      id="quick-create-menu"
      entries={entries}
      renderButton={(props) => (
        <Button
          {...props}
          variant="contained"
          startIcon={<Add />}
          sx={{ minWidth: 0, px: { xs: 1, sm: 2 }, [`& .${buttonClasses.startIcon}`]: { mx: { xs: 0, sm: undefined } } }}
        >
          <Box component="span" sx={phoneLabel}>
            Quick Create
          </Box>
        </Button>
      )}
    />
  );
}
