import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type AreaId, areas } from 'shared-contracts/contract';

import type { ContractMismatchError } from '../federation/contractCheck';

/**
 * An area whose running release was replaced, while this tab was open, by one this page cannot start
 * (built for another contract: the portal around it was released too). Reloading brings both.
 */
export function NewVersionAvailable({ area, error }: { area: AreaId; error: ContractMismatchError }) {
  const { title } = areas[area];
  return (
    <Box sx={{ py: 6, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>A new version of {title} is available</AlertTitle>
        Reload the page to use it: it was built for {error.contractName} {error.requires}, which this page, opened before it was released,
        does not provide ({error.provided}). Everything else in the portal keeps working.
      </Alert>
    </Box>
  );
}
