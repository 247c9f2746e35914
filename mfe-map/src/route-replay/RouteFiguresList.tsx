import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from 'shared-contracts/domain';

import { formatSpeed } from '../live-fleet/formatSpeed';
import { formatDistance, formatDuration, type RouteFigures } from './routeFigures';

/** The day in figures: distance, time from first to last position, time driving, stops and top speed. */
export function RouteFiguresList({ figures }: { figures: RouteFigures }) {
  const rows: [string, string][] = [
    ['Distance', formatDistance(figures.distanceKm)],
    ['Duration', formatDuration(figures.durationMs)],
    ['Driving', formatDuration(figures.drivingMs)],
    ['Stops', formatCount(figures.stops.length)],
    ['Top speed', figures.topSpeedKmh === null ? '–' : formatSpeed(figures.topSpeedKmh)],
  ];
  return (
    <Box component="section" aria-label="Route figures">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1.5, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
