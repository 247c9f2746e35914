import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card of the job page. */
export function DetailCard({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, height: '100%' }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon && (
          <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
            {icon}
          </Box>
        )}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, as a description list. */
export function Facts({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 1.25 }}>
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
