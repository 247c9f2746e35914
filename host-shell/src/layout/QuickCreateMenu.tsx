import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button, { buttonClasses } from '@mui/material/Button';
import { quickActions } from 'shared-contracts/contract';

import { phoneLabel } from './phoneLabel';
import { TopBarMenu } from './TopBarMenu';

const ENTRIES = quickActions.map((action) => ({ label: action.title, to: action.route }));

export function QuickCreateMenu() {
  return (
    <TopBarMenu
      id="quick-create-menu"
      entries={ENTRIES}
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
