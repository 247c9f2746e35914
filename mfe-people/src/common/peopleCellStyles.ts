/**
 * The people lists' own cells beside the shared ones (LIST_CELL_STYLES): an avatar beside a two-line cell,
 * and badges side by side or stacked. Given once to the grid.
 */
export const PEOPLE_CELL_STYLES = {
  '& .people-with-avatar': { display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 },
  '& .people-badges': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, height: '100%', py: 1 },
  '& .people-badges--stacked': { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center' },
} as const;
