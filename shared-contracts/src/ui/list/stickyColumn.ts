import type { Theme } from '@mui/material/styles';
import { gridClasses } from '@mui/x-data-grid';

/**
 * The grid styles that keep one column (a job's or an invoice's id) in view while a narrow table scrolls sideways.
 *
 * @example const STYLES = { ...stickyColumnStyles('id'), '& .job-value': { … } } as const;
 */
export function stickyColumnStyles(field: string) {
  return {
    [`& .${gridClasses.cell}[data-field="${field}"], & .${gridClasses.columnHeader}[data-field="${field}"]`]: {
      position: 'sticky',
      left: 0,
      zIndex: 3,
      bgcolor: 'background.paper',
      boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
    },
    // Above the other headers' resize separators (z-index 30), which would otherwise cross its title.
    [`& .${gridClasses.columnHeader}[data-field="${field}"]`]: { zIndex: 31 },
  } as const;
}
