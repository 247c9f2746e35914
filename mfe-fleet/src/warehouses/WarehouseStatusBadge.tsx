import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoIcon from '@mui/icons-material/Info';
import Box from '@mui/material/Box';
import { StatusChip } from 'shared-contracts/ui';

import { warehouseStatusBadge } from './warehouseStatus';

const ICONS = {
  success: <CheckCircleIcon fontSize="small" color="success" />,
  warning: <BuildCircleIcon fontSize="small" color="warning" />,
  error: <CancelIcon fontSize="small" color="error" />,
  neutral: <InfoIcon fontSize="small" color="disabled" />,
} as const;

/** A facility's status in upper case, with its icon: operational green check, maintenance orange, closed red, any other outlined. */
export function WarehouseStatusBadge({ status }: { status: string }) {
  const { tone, ...badge } = warehouseStatusBadge(status);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {ICONS[tone]}
      </Box>
      <StatusChip {...badge} />
    </Box>
  );
}
