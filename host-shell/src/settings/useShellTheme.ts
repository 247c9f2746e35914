import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { setThemeMode } from 'shared-contracts/ui';

import { resolveThemeMode } from './settingsForm';
import type { ThemePreference } from './settingsModel';

const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * Makes the shell's theme follow a theme preference, including a device change while on Auto.
 * Undefined leaves the shell alone, so merely opening the page changes nothing.
 */
export function useShellTheme(preference: ThemePreference | undefined): void {
  const prefersDark = useMediaQuery(PREFERS_DARK, { noSsr: true });
  useEffect(() => {
    if (preference) setThemeMode(resolveThemeMode(preference, prefersDark));
  }, [preference, prefersDark]);
}
