/**
 * The small outlined action button inside a side list's row (View Job, View & Message): a plain <button> styled
 * through the grid's sx, so a list of thousands of rows renders no MUI Button per row.
 *
 * @example const GRID_SX = { ...listActionButtonSx('.job-view') };
 */
export const listActionButtonSx = (selector: string) =>
  ({
    [`& ${selector}`]: {
      px: 1,
      py: 0.25,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: 'transparent',
      color: 'primary.main',
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
    },
    [`& ${selector}:focus-visible`]: { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  }) as const;
