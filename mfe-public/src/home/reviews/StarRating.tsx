import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';

/** Read out as "5 out of 5 stars"; the stars themselves are decorative. */
export function StarRating({ stars, outOf = 5 }: { stars: number; outOf?: number }) {
  return (
    <Box role="img" aria-label={`${stars} out of ${outOf} stars`} sx={{ display: 'flex', color: '#b45309' }}>
      {Array.from({ length: outOf }, (_, i) => (
        <StarIcon key={i} aria-hidden sx={{ fontSize: 20, opacity: i < stars ? 1 : 0.25 }} />
      ))}
    </Box>
  );
}
