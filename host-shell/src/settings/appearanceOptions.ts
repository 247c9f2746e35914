import type { COLOUR_SCHEMES, ThemePreference } from './settingsModel';

export const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/** The swatch shown beside each scheme's name. */
export const COLOUR_SWATCHES: Record<ColourScheme, string> = {
  'Zorvex Blue': '#0b3d91',
  Emerald: '#047857',
  Slate: '#475569',
};
