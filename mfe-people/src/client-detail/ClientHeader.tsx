import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from 'shared-contracts/contract';
import { useCan } from 'shared-contracts/data';
import type { Client } from 'shared-contracts/records';
import { Link as RouterLink } from 'shared-contracts/ui';

import { InitialsAvatar } from '../common/InitialsAvatar';

interface ClientHeaderProps {
  client: Client;
  /** None for a role that may not read what the report lists: no Generate Report. */
  onGenerateReport?: () => void;
  /** While the report is being made the button stays focusable, says so and does nothing. */
  generating: boolean;
}

/** The client page's header: back, avatar, company, id, Edit Client and Generate Report. */
export function ClientHeader({ client, onGenerateReport, generating }: ClientHeaderProps) {
  const mayEdit = useCan('clients', 'update');
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Button
        component={RouterLink}
        to={routes.clients.list}
        startIcon={<ArrowBackIcon />}
        color="inherit"
        variant="outlined"
        size="small"
        sx={{ mb: 2 }}
      >
        Back to Clients
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <InitialsAvatar name={client.company_name} size={64} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {client.company_name}
          </Typography>
          <Typography color="text.secondary">Client ID: {client.id}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {mayEdit && (
            <Button component={RouterLink} to={routes.clients.edit(client.id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
              Edit Client
            </Button>
          )}
          {onGenerateReport && (
            <Button
              variant="contained"
              startIcon={<AssessmentOutlinedIcon />}
              aria-disabled={generating || undefined}
              onClick={generating ? undefined : onGenerateReport}
            >
              {generating ? 'Generating Report...' : 'Generate Report'}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
