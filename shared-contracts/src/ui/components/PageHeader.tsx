import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { TOASTS_KEEP_CLEAR } from '../providers/toastObstacles';
import { Link as RouterLink } from '../router';

/** Where the back button goes: a route, or a handler (e.g. to ask before leaving a form). */
type PageHeaderBack = { label: string; to: string } | { label: string; onClick: () => void };

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  back?: PageHeaderBack;
  /** Buttons on the right, e.g. "Create New Job". */
  actions?: ReactNode;
}

/**
 * The top of every admin screen: back button, the page's one h1, a line under it and actions.
 *
 * @example <PageHeader title="Jobs Management" back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }} actions={<Button>Create New Job</Button>} />
 */
export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      // Toasts keep clear of the header and its actions.
      {...{ [TOASTS_KEEP_CLEAR]: '' }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
    >
      {back &&
        ('to' in back ? (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} color="inherit" variant="outlined" size="small">
            {back.label}
          </Button>
        ) : (
          <Button onClick={back.onClick} startIcon={<ArrowBackIcon />} color="inherit" variant="outlined" size="small">
            {back.label}
          </Button>
        ))}
      {/* Never narrower than its longest word, so a long title pushes the actions onto their own line. */}
      <Box sx={{ flex: '1 1 20rem', minWidth: 'min-content' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} component="h1" variant="h4">
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
