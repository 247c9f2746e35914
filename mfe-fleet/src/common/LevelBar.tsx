import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';

import type { LevelTone } from './levelTone';

/** Bar colours (graphics, not text): each keeps 3:1 against the card in its theme. */
const BAR_COLOURS: Record<LevelTone, { light: string; dark: string }> = {
  red: { light: '#dc2626', dark: '#f87171' },
  orange: { light: '#c2410c', dark: '#fb923c' },
  yellow: { light: '#a16207', dark: '#facc15' },
  green: { light: '#15803d', dark: '#4ade80' },
};

export interface LevelBarProps {
  /** 0 to 100 */
  value: number;
  tone: LevelTone;
  /** The bar's accessible name, e.g. "Fuel level". */
  label: string;
  /** What a screen reader hears, e.g. "18%, low". */
  valueText: string;
  height?: number;
}

/** A horizontal level bar (fuel, storage used) coloured by its tone. */
export function LevelBar({ value, tone, label, valueText, height = 8 }: LevelBarProps) {
  return (
    // A span, so the bar may sit in a line of text (a card's description).
    <Box component="span" sx={(theme: Theme) => ({ display: 'block', color: BAR_COLOURS[tone][theme.palette.mode], width: '100%' })}>
      <LinearProgress
        variant="determinate"
        color="inherit"
        value={Math.max(0, Math.min(100, value))}
        aria-label={label}
        aria-valuetext={valueText}
        sx={{ height, borderRadius: height / 2 }}
      />
    </Box>
  );
}
