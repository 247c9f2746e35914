/**
 * The small outlined action button inside a side list's row (View Job, View & Message): a plain <button> styled
 * through the grid's sx, so a list of thousands of rows renders no MUI Button per row. It never grows wider than
 * its cell: where the side panel leaves the column too narrow for its words on one line, they wrap.
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
      lineHeight: 1.4,
      cursor: 'pointer',
      maxWidth: '100%',
      whiteSpace: 'normal',
    },
    [`& ${selector}:focus-visible`]: { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  }) as const;
