import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { areas, type AreaId } from 'shared-contracts';

export function AreaLoading({ area }: { area: AreaId }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-label={`Loading ${areas[area].title}`} />
      <Typography color="text.secondary">Loading {areas[area].title}…</Typography>
    </Box>
  );
}
