import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** Key Wins, Opportunities or Action Items: a titled card with a list. */
export function InsightList({ title, icon, items }: { title: string; icon: ReactNode; items: readonly string[] }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, height: '100%' }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
          {icon}
        </Box>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, typography: 'body2' }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </Paper>
  );
}
