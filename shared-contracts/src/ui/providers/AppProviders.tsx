import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';

import { createAppTheme } from '../theme/createAppTheme';
import { useThemeMode } from '../theme/themeMode';
import { ToastArea } from './ToastArea';

/** Theme, baseline styles and toasts: the same for the host and every remote running alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [mode] = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastArea />
      {children}
    </ThemeProvider>
  );
}
