import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { createAppTheme } from '../theme/createAppTheme';
import { useThemeMode } from '../theme/themeMode';
import { ThemedToast } from './ThemedToast';

export const TOAST_DURATION_MS = 4000;
export const MAX_TOASTS = 3;

/** Theme, baseline styles and toasts: the same for the host and every remote running alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [mode] = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={{ success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
