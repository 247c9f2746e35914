import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/** The one theme of the product; every area renders inside it. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#0b3d91' : '#8ab4ff' },
      secondary: { main: mode === 'light' ? '#b45309' : '#fbbf24' },
      error: { main: mode === 'light' ? '#b91c1c' : '#f87171' },
      success: { main: mode === 'light' ? '#15803d' : '#4ade80' },
      warning: { main: mode === 'light' ? '#b45309' : '#fbbf24' },
      background:
        mode === 'light'
          ? { default: '#f6f7fb', paper: '#ffffff' }
          : { default: '#0f172a', paper: '#111c33' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
