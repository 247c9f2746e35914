import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Link as RouterLink } from '../router';

export interface NotFoundViewProps {
  title: string;
  message: ReactNode;
  backTo: string;
  backLabel: string;
}

/**
 * A record that does not exist (unknown id in the URL): title, message and a way back.
 *
 * @example <NotFoundView title="Job Not Found" message={`Job with ID "${id}" not found.`} backTo={routes.jobs.list} backLabel="Back to Jobs" />
 */
export function NotFoundView({ title, message, backTo, backLabel }: NotFoundViewProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', my: 6, p: 4, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', mb: 1 }}>
        <SearchOffIcon fontSize="large" />
      </Box>
      <Typography sx={{ fontWeight: 700 }} component="h1" variant="h5">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained" startIcon={<ArrowBackIcon />}>
        {backLabel}
      </Button>
    </Paper>
  );
}
