import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The tiles' and the outline's credits, as OpenStreetMap and Natural Earth ask. */
export function MapAttribution() {
  return (
    <Typography component="footer" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      Map data ©{' '}
      <Link href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" color="inherit" underline="always">
        OpenStreetMap contributors
      </Link>
      . Coastline: Natural Earth.
    </Typography>
  );
}
