import BackupOutlined from '@mui/icons-material/BackupOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDateTime } from 'shared-contracts/domain';
import { StatusChip } from 'shared-contracts/ui';

import { FactList } from './FactList';
import { ModuleHealthSection } from './ModuleHealthSection';
import { RemotePreviewSection } from './RemotePreviewSection';
import type { SystemSettings } from './settingsModel';
import { FieldGrid, SettingsSection } from './SettingsSection';
import { SYSTEM_CHOICE_FIELDS, SYSTEM_LABELS, SYSTEM_OPTIONS } from './systemOptions';
import { storageLabel, storagePercent } from './systemStatus';

export function SystemTab({
  system,
  lastBackup,
  onChange,
}: {
  system: SystemSettings;
  lastBackup: Date;
  onChange: (patch: Partial<SystemSettings>) => void;
}) {
  const usage = storageLabel(system);
  return (
    <>
      <SettingsSection title="System Preferences" icon={<TuneOutlined />} description="Regional settings used across the portal">
        <FieldGrid>
          {SYSTEM_CHOICE_FIELDS.map((field) => (
            <TextField
              key={field}
              select
              id={`settings-${field}`}
              label={SYSTEM_LABELS[field]}
              value={system[field]}
              onChange={(event) => onChange({ [field]: event.target.value })}
            >
              {SYSTEM_OPTIONS[field].map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title="Data Management" icon={<StorageOutlined />}>
        <FactList
          items={[
            { label: 'Database Status', value: <StatusChip label="Healthy" variant="success" /> },
            { label: 'Last Backup', value: formatDateTime(lastBackup) },
            {
              label: 'Storage Usage',
              value: (
                <Box sx={{ maxWidth: 320 }}>
                  {usage}
                  <LinearProgress
                    variant="determinate"
                    value={storagePercent(system)}
                    aria-label="Storage usage"
                    aria-valuetext={usage}
                    sx={{ mt: 1, height: 8, borderRadius: 4 }}
                  />
                </Box>
              ),
            },
          ]}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
          <Button type="button" variant="outlined" startIcon={<BackupOutlined />}>
            Backup Now
          </Button>
          <Button type="button" variant="outlined" startIcon={<SyncOutlined />}>
            Sync Data
          </Button>
        </Box>
      </SettingsSection>
      <ModuleHealthSection />
      <RemotePreviewSection />
    </>
  );
}
