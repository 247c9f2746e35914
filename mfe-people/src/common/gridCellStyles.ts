import { VISUALLY_HIDDEN } from './visuallyHidden';

/** The styles of the people lists' cells (two-line cells, badges and row links), given once to the grid. */
export const PEOPLE_GRID_CELL_STYLES = {
  '& .people-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.35 },
  '& .people-cell__first': { fontSize: '0.875rem', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .people-cell__second': { fontSize: '0.75rem', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .people-visually-hidden': VISUALLY_HIDDEN,
  '& .people-with-avatar': { display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 },
  '& .people-status': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, height: '100%' },
  '& .people-status--stacked': { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center' },
  '& .people-actions': { display: 'flex', alignItems: 'center', gap: 1, height: '100%' },
  '& .people-action': {
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1.5,
    px: 1.25,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'action.hover',
    color: 'primary.main',
    fontSize: '0.8125rem',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.selected' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
} as const;
