import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type AreaId, areas } from 'shared-contracts/contract';

import { AreaNotConfiguredError } from '../federation/areaModules';
import { ContractMismatchError } from '../federation/contractCheck';

interface Props {
  area: AreaId;
  error: Error;
  onRetry: () => void;
}

export function AreaUnavailable({ area, error, onRetry }: Props) {
  const { title } = areas[area];
  const message =
    error instanceof AreaNotConfiguredError
      ? `The ${title} area is not part of this deployment yet. Everything else in the portal keeps working.`
      : error instanceof ContractMismatchError
        ? `The ${title} area was built for ${error.contractName} ${error.requires}, but this portal provides ${error.contractName} ${error.provided}, so it is not started. Everything else in the portal keeps working.`
        : `The ${title} area could not be loaded or stopped working. Everything else in the portal keeps working; try again in a moment.`;
  return (
    <Box sx={{ py: 6, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{title} is unavailable</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
