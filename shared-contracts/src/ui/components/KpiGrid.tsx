import Box from '@mui/material/Box';
import { Children, isValidElement, type ReactNode } from 'react';

export interface KpiGridProps {
  /** Names the list, e.g. "Job figures". */
  label: string;
  /** From 600 px wide, as many columns of at least this width as fit. */
  minCardWidth?: number;
  /** One KpiCard per figure. */
  children: ReactNode;
}

/**
 * The figures of a page as a named list of cards: as many per row as fit from 600 px wide, two per row
 * below it (a last odd card takes the whole row), so a phone shows the list under them within its first screens.
 *
 * @example <KpiGrid label="Job figures"><KpiCard title="Total Jobs" value={980} /><KpiCard title="In Progress" value={35} /></KpiGrid>
 */
export function KpiGrid({ label, minCardWidth = 180, children }: KpiGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: { xs: 2, sm: 3 },
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(auto-fit, minmax(${minCardWidth}px, 1fr))` },
        '& > li:last-of-type:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      {Children.toArray(children).map((card, index) => (
        <li key={isValidElement(card) && card.key !== null ? card.key : index}>{card}</li>
      ))}
    </Box>
  );
}
