import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of a detail page: a region named by its title, with an optional action beside it. */
export function DetailCard({
  title,
  icon,
  action,
  children,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
          {icon && (
            <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
              {icon}
            </Box>
          )}
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** Label and value pairs, as a description list; the pairs stack on narrow screens. */
export function Facts({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(130px, max-content) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } }}>
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

/** Lines of an address or a contact block, one under the other. */
export function Lines({ lines }: { lines: ReadonlyArray<ReactNode> }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, typography: 'body2', overflowWrap: 'anywhere' }}>
      {lines.filter(Boolean).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Box>
  );
}
