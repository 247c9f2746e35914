import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What the content area shows while a screen's code loads. */
export function AreaLoading({ title }: { title: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-label={`Loading ${title}`} />
      <Typography color="text.secondary">Loading {title}…</Typography>
    </Box>
  );
}
