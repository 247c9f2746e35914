import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from '../router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '../routes';

/** The 404 page for any unknown path, public or admin. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
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
