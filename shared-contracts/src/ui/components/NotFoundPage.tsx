import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { routes } from 'shared-contracts/contract';

import { Link as RouterLink, useLocation } from '../router';

/**
 * The 404 for any unknown path, public or admin: 404, "Oops! Page not found" and a link home; the
 * path is logged to the console. Inside a layout that has its own main landmark, pass `inLayout`.
 *
 * @example <Route path="*" element={<NotFoundPage inLayout />} />
 */
export function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      aria-label={inLayout ? 'Page not found' : undefined}
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}
    >
      <div>
        <Typography component="h1" variant="h2" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3 }}>
          Oops! Page not found
        </Typography>
        <Button component={RouterLink} to={routes.home} variant="contained">
          Return to Home
        </Button>
      </div>
    </Box>
  );
}
