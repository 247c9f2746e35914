import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useConnectionStatus } from './useConnectionStatus';

export function ConnectionIndicator({ compact }: { compact: boolean }) {
  const connected = useConnectionStatus();
  const label = connected ? 'Connected' : 'Reconnecting...';
  return (
    <Box
      role="status"
      aria-label={compact ? label : undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, justifyContent: compact ? 'center' : 'flex-start' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: connected ? 'success.main' : 'warning.main', flexShrink: 0 }}
      />
      {!compact && (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
    </Box>
  );
}
