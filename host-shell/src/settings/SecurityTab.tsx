import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { type Role, ROLES } from 'shared-contracts/contract';
import { formatDateTime } from 'shared-contracts/domain';
import { StatusChip } from 'shared-contracts/ui';

import { FactList } from './FactList';
import type { SecurityForm } from './settingsForm';
import { FieldGrid, SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

/** The specification's name for the administrator's role; another role is named as the role table names it. */
const ADMINISTRATOR = 'System Administrator';

/** The Security tab's preferences and access control; the signed-in person's own account follows it (OwnAccountSections). */
export function SecurityTab({
  security,
  role,
  lastLogin,
  onChange,
}: {
  security: SecurityForm;
  /** The signed-in role; without one (a provider that knows no accounts) the administrator. */
  role?: Role;
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
            { label: 'Current Role', value: <StatusChip label={!role || role === 'admin' ? ADMINISTRATOR : ROLES[role]} /> },
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
