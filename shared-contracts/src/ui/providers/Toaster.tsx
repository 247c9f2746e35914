import { useEffect } from 'react';
import { ClassNames } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { ToastMessage } from 'shared-contracts/contract';
import { belowTopBar } from './belowTopBar';
import { ThemedToast } from './ThemedToast';

const TOAST_DURATION_MS = 4000;
const MAX_TOASTS = 3;

function ToastContent({ title, description }: ToastMessage) {
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
    </span>
  );
}

interface Props {
  /** Toasts to show, oldest first; `onShown(n)` says the first n are on screen. */
  toasts: readonly ToastMessage[];
  onShown: (count: number) => void;
}

/**
 * notistack, top right, in the theme's colours: its own chunk, loaded with the first toast.
 * Toasts sit below the fixed top bar, never over its buttons: a pointer resting on a toast pauses its
 * auto-hide, so a toast over the theme switch could block it for as long as the pointer stayed.
 */
export default function Toaster({ toasts, onShown }: Props) {
  const theme = useTheme();
  // The provider above has mounted by the time this effect runs, so enqueueSnackbar reaches it.
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) enqueueSnackbar(<ToastContent {...toast} />, { variant: toast.variant ?? 'default' });
    onShown(toasts.length);
  }, [toasts, onShown]);
  return (
    <ClassNames>
      {({ css }) => (
        <SnackbarProvider
          maxSnack={MAX_TOASTS}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          // Doubled to outrank notistack's own single-class `top`, whichever style sheet comes later.
          classes={{ containerAnchorOriginTopRight: css({ '&&': belowTopBar(theme) }) }}
          Components={{ success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast }}
        />
      )}
    </ClassNames>
  );
}
