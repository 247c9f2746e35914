import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Data on its way: a spinner and a polite status line.
 *
 * @example <LoadingView label="Loading..." />
 */
export function LoadingView({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/**
 * Data that failed to load, with a Retry button when `onRetry` is given.
 *
 * @example <ErrorView title="Jobs could not be loaded" message={error.message} onRetry={reload} />
 */
export function ErrorView({ title, message, onRetry }: { title: string; message?: ReactNode; onRetry?: () => void }) {
  return (
    <Box sx={{ py: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}

/**
 * Nothing to show: a quiet icon, a title and a line of text.
 *
 * @example <EmptyState title="No live jobs" message="Everything is up to date" />
 */
export function EmptyState({ title, message }: { title: string; message?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', gap: 0.5, py: 5, color: 'text.secondary' }}>
      <InboxOutlinedIcon aria-hidden fontSize="large" />
      <Typography sx={{ fontWeight: 600 }} color="text.primary">
        {title}
      </Typography>
      {message && <Typography variant="body2">{message}</Typography>}
    </Box>
  );
}
