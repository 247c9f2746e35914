import { type Theme, useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/** The specification's badge styles, plus success for positive states. */
type StatusChipVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success';

export interface StatusChipProps {
  label: string;
  variant?: StatusChipVariant;
  size?: 'small' | 'medium';
}

function colours(theme: Theme, variant: StatusChipVariant): Pick<CSSProperties, 'background' | 'color' | 'borderColor'> {
  const { palette } = theme;
  switch (variant) {
    case 'secondary':
      return { background: palette.action.selected, color: palette.text.primary, borderColor: 'transparent' };
    case 'destructive':
      return { background: palette.error.main, color: palette.error.contrastText, borderColor: palette.error.main };
    case 'outline':
      return { background: 'transparent', color: palette.text.primary, borderColor: palette.divider };
    case 'success':
      return { background: palette.success.main, color: palette.success.contrastText, borderColor: palette.success.main };
    default:
      return { background: palette.primary.main, color: palette.primary.contrastText, borderColor: palette.primary.main };
  }
}

/**
 * A status badge. Pairs with the domain's badge rules.
 *
 * Inline styles from the theme rather than MUI's Chip or a styled component: badges appear in
 * every row of every table, and this keeps a page of rows cheap to re-render while searching.
 *
 * @example <StatusChip {...jobStatusBadge(job.status)} />
 */
export function StatusChip({ label, variant = 'default', size = 'small' }: StatusChipProps) {
  const theme = useTheme();
  const small = size === 'small';
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    boxSizing: 'border-box',
    height: small ? 22 : 28,
    padding: small ? '0 8px' : '0 12px',
    borderRadius: 999,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: theme.typography.fontFamily,
    fontSize: small ? '0.75rem' : '0.8125rem',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ...colours(theme, variant),
  };
  return <span style={style}>{label}</span>;
}
