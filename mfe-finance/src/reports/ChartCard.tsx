import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useId } from 'react';

/**
 * A titled card with a chart and, beside it, the table of its figures. The chart is drawn for the
 * eye only (hidden from assistive technology); the table is what every reader gets, and it shows
 * while the chart's code is still loading.
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
        }}
      >
        <Box aria-hidden sx={{ minWidth: 0 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>{chart}</Suspense>
        </Box>
        <Box sx={{ minWidth: 0, overflowX: 'auto' }}>{table}</Box>
      </Box>
    </Paper>
  );
}
