import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Read-only label and value pairs, as a description list. */
export function FactList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', columnGap: 3, rowGap: 1.5, alignItems: 'center' }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 500 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
