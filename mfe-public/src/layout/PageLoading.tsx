import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown in the content area while a page's code downloads (the bar and footer stay put). */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
