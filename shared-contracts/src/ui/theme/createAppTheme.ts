import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/** The one theme of the product; every area renders inside it. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      // Every colour used for text reaches 7:1 (WCAG AAA) on the backgrounds it is drawn on.
      primary: { main: mode === 'light' ? '#0b3d91' : '#b8d1ff' },
      secondary: { main: mode === 'light' ? '#8a3c0c' : '#fcd34d' },
      error: { main: mode === 'light' ? '#991b1b' : '#fecaca' },
      success: { main: mode === 'light' ? '#14532d' : '#86efac' },
      warning: { main: mode === 'light' ? '#8a3c0c' : '#fcd34d' },
      info: { main: mode === 'light' ? '#0b4f80' : '#bae6fd' },
      text: mode === 'light' ? { primary: '#1a1a1a', secondary: '#454545' } : { primary: '#f5f7fb', secondary: '#cbd5e1' },
      background: mode === 'light' ? { default: '#f6f7fb', paper: '#ffffff' } : { default: '#0f172a', paper: '#111c33' },
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
