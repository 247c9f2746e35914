import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

import { VISUALLY_HIDDEN } from '../common/visuallyHidden';

/** The client page's shape while it loads: header, four cards, two panels and the invoices. */
export function ClientDetailSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={VISUALLY_HIDDEN}>
        Loading client...
      </Box>
      <Box aria-hidden>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <Skeleton variant="circular" width={64} height={64} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 360 }} />
            <Skeleton variant="text" sx={{ maxWidth: 120 }} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', mb: 2 }}>
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} variant="rounded" height={112} />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 2 }}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Box>
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}
