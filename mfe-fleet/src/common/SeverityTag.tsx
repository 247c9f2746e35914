import { type Theme, useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

type Severity = 'critical' | 'high' | 'medium' | 'low';

function colours(theme: Theme, severity: Severity): Pick<CSSProperties, 'background' | 'color' | 'borderColor'> {
  const { palette } = theme;
  switch (severity) {
    case 'critical':
      return { background: palette.error.main, color: palette.error.contrastText, borderColor: palette.error.main };
    case 'high':
      return { background: palette.warning.main, color: palette.warning.contrastText, borderColor: palette.warning.main };
    case 'medium':
      return { background: palette.action.selected, color: palette.text.primary, borderColor: 'transparent' };
    default:
      return { background: 'transparent', color: palette.text.primary, borderColor: palette.divider };
  }
}

/**
 * A small tag coloured by severity: critical red, high orange, medium grey, low outlined.
 * Inline styles from the theme, like StatusChip: tags appear in every row of a table.
 *
 * @example <SeverityTag severity="critical" label="MOT Expired" />
 */
export function SeverityTag({ severity, label }: { severity: Severity; label: string }) {
  const theme = useTheme();
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    boxSizing: 'border-box',
    height: 22,
    padding: '0 8px',
    borderRadius: 6,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ...colours(theme, severity),
  };
  return <span style={style}>{label}</span>;
}
