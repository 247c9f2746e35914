import { useCallback, useSyncExternalStore } from 'react';

import type { ThemeMode } from './createAppTheme';

/** Where the choice is kept (also read by the static pages' first script, before any bundle runs). */
export const THEME_MODE_STORAGE_KEY = 'zorvex:theme-mode';
const listeners = new Set<() => void>();

function readMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(THEME_MODE_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function setThemeMode(mode: ThemeMode): void {
  try {
    globalThis.localStorage?.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  current = mode;
  listeners.forEach((listener) => listener());
}

let current: ThemeMode = readMode();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered light/dark choice, shared by the host and every remote. */
export function useThemeMode(): [ThemeMode, () => void] {
  const mode = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const toggle = useCallback(() => setThemeMode(current === 'light' ? 'dark' : 'light'), []);
  return [mode, toggle];
}
