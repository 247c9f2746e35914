import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLES, routes, type Session } from 'shared-contracts/contract';
import { Link as RouterLink } from 'shared-contracts/ui';

/** A page the signed-in role may not open, inside the admin layout: what happened, why, and the way back. */
export function ForbiddenPage({ session }: { session: Session }) {
  return (
    <Paper
      component="section"
      aria-labelledby="forbidden-title"
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', my: 6, p: 4, textAlign: 'center' }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', mb: 1 }}>
        <BlockIcon fontSize="large" />
      </Box>
      <Typography component="p" variant="overline" color="text.secondary">
        403
      </Typography>
      <Typography id="forbidden-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Access denied
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Your role ({ROLES[session.role]}) does not allow you to open this page. Ask an administrator if you need it.
      </Typography>
      <Button component={RouterLink} to={routes.admin.dashboard} variant="contained" startIcon={<ArrowBackIcon />}>
        Back to Dashboard
      </Button>
    </Paper>
  );
}
