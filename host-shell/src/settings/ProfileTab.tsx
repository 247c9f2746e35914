import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TextField from '@mui/material/TextField';

import type { CompanyDetails } from './settingsForm';
import type { AdminProfile } from './settingsModel';
import { FieldGrid, SettingsSection } from './SettingsSection';

export function ProfileTab({
  profile,
  company,
  onProfileChange,
  onCompanyChange,
}: {
  profile: AdminProfile;
  company: CompanyDetails;
  onProfileChange: (patch: Partial<AdminProfile>) => void;
  onCompanyChange: (patch: Partial<CompanyDetails>) => void;
}) {
  return (
    <>
      <SettingsSection title="Admin Profile" icon={<PersonOutlined />} description="Your name and contact details">
        <FieldGrid>
          <TextField
            id="settings-full-name"
            label="Full Name"
            autoComplete="name"
            value={profile.fullName}
            onChange={(event) => onProfileChange({ fullName: event.target.value })}
          />
          <TextField
            id="settings-email"
            label="Email Address"
            type="email"
            autoComplete="email"
            value={profile.email}
            onChange={(event) => onProfileChange({ email: event.target.value })}
          />
          <TextField
            id="settings-phone"
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            value={profile.phone}
            onChange={(event) => onProfileChange({ phone: event.target.value })}
          />
          <TextField
            id="settings-department"
            label="Department"
            value={profile.department}
            onChange={(event) => onProfileChange({ department: event.target.value })}
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title="Company Information" icon={<BusinessOutlined />} description="Shown to clients on quotes and invoices">
        <FieldGrid>
          <TextField
            id="settings-company-name"
            label="Company Name"
            autoComplete="organization"
            value={company.name}
            onChange={(event) => onCompanyChange({ name: event.target.value })}
          />
          <TextField
            id="settings-company-email"
            label="Company Email"
            type="email"
            value={company.email}
            onChange={(event) => onCompanyChange({ email: event.target.value })}
          />
          <TextField
            id="settings-company-phone"
            label="Company Phone"
            type="tel"
            value={company.phone}
            onChange={(event) => onCompanyChange({ phone: event.target.value })}
          />
          <TextField
            id="settings-company-address"
            label="Head Office Address"
            multiline
            minRows={2}
            value={company.address}
            onChange={(event) => onCompanyChange({ address: event.target.value })}
          />
        </FieldGrid>
      </SettingsSection>
    </>
  );
}
