import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Divider from '@mui/material/Divider';

import type { NotificationSettings } from './settingsModel';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

const NOTIFICATION_SWITCHES: ReadonlyArray<{ key: keyof NotificationSettings; label: string; description: string }> = [
  { key: 'emailAlerts', label: 'Email Alerts', description: 'Receive important alerts by email' },
  { key: 'smsAlerts', label: 'SMS Alerts', description: 'Receive urgent alerts by text message' },
  { key: 'systemNotifications', label: 'System Notifications', description: 'Show notices about the portal and its services' },
  { key: 'jobUpdates', label: 'Job Updates', description: 'Hear when a job is created, assigned or changes status' },
  { key: 'maintenanceReminders', label: 'Maintenance Reminders', description: 'Be reminded of MOT, road tax and service dates' },
];

export function NotificationsTab({
  notifications,
  onChange,
}: {
  notifications: NotificationSettings;
  onChange: (patch: Partial<NotificationSettings>) => void;
}) {
  return (
    <SettingsSection title="Notification Preferences" icon={<NotificationsOutlined />} description="Choose how you are kept informed">
      {NOTIFICATION_SWITCHES.map(({ key, label, description }, index) => (
        <div key={key}>
          {index > 0 && <Divider />}
          <SettingSwitch
            label={label}
            description={description}
            checked={notifications[key]}
            onChange={(checked) => onChange({ [key]: checked })}
          />
        </div>
      ))}
    </SettingsSection>
  );
}
