import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from 'shared-contracts/ui';

import { type IntegrationKind, INTEGRATIONS } from './integrations';
import { SettingsSection } from './SettingsSection';

const INTEGRATION_ICONS: Record<IntegrationKind, ReactNode> = {
  maps: <MapOutlined />,
  email: <EmailOutlined />,
  sms: <SmsOutlined />,
};

export function IntegrationsTab() {
  return (
    <SettingsSection title="Integrations" icon={<ExtensionOutlined />} description="External services the portal works with">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {INTEGRATIONS.map(({ kind, name, description, connected }, index) => (
          <Box component="li" key={kind}>
            {index > 0 && <Divider />}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
              <Box aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
                {INTEGRATION_ICONS[kind]}
              </Box>
              <Box sx={{ flex: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
              </Box>
              <StatusChip label={connected ? 'Connected' : 'Not Connected'} variant={connected ? 'success' : 'outline'} />
            </Box>
          </Box>
        ))}
      </Box>
    </SettingsSection>
  );
}
