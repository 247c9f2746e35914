import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { formatDateTime } from 'shared-contracts/domain';
import { StatusChip } from 'shared-contracts/ui';

import { FactList } from './FactList';
import type { SecurityForm } from './settingsForm';
import { FieldGrid, SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

const CURRENT_ROLE = 'System Administrator';

export function SecurityTab({
  security,
  lastLogin,
  onChange,
}: {
  security: SecurityForm;
  lastLogin: Date;
  onChange: (patch: Partial<SecurityForm>) => void;
}) {
  const number = (field: 'sessionTimeout' | 'passwordExpiry' | 'loginAttempts', label: string) => (
    <TextField
      id={`settings-${field}`}
      label={label}
      type="number"
      value={security[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );

  return (
    <>
      <SettingsSection title="Security Settings" icon={<ShieldOutlined />} description="Sign-in and session rules for the portal">
        <SettingSwitch
          label="Two-Factor Authentication"
          description="Ask for a one-time code as well as the password at sign-in"
          checked={security.twoFactorAuth}
          onChange={(twoFactorAuth) => onChange({ twoFactorAuth })}
        />
        <Divider sx={{ mb: 2.5 }} />
        <FieldGrid>
          {number('sessionTimeout', 'Session Timeout (minutes)')}
          {number('passwordExpiry', 'Password Expiry (days)')}
          {number('loginAttempts', 'Max Login Attempts')}
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title="Access Control" icon={<AdminPanelSettingsOutlined />}>
        <FactList
          items={[
            { label: 'Current Role', value: <StatusChip label={CURRENT_ROLE} /> },
            { label: 'Last Login', value: formatDateTime(lastLogin) },
          ]}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
          <Button type="button" variant="outlined" startIcon={<HistoryOutlined />}>
            View Login History
          </Button>
          <Button type="button" variant="outlined" startIcon={<KeyOutlined />}>
            Manage API Keys
          </Button>
        </Box>
      </SettingsSection>
    </>
  );
}
