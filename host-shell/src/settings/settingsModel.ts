export type ThemePreference = 'light' | 'dark' | 'auto';

export interface NotificationSettings {
  emailAlerts: boolean;
  smsAlerts: boolean;
  systemNotifications: boolean;
  jobUpdates: boolean;
  maintenanceReminders: boolean;
}

interface SecuritySettings {
  twoFactorAuth: boolean;
  /** minutes */
  sessionTimeout: number;
  /** days */
  passwordExpiry: number;
  loginAttempts: number;
}

export interface SystemSettings {
  timezone: string;
  dateFormat: string;
  currency: string;
  language: string;
  storageUsedGb: number;
  storageTotalGb: number;
}

export interface AppearanceSettings {
  theme: ThemePreference;
  colourScheme: string;
  compactMode: boolean;
  animations: boolean;
}

export interface AdminProfile {
  fullName: string;
  email: string;
  phone: string;
  department: string;
}

export interface Settings {
  profile: AdminProfile;
  notifications: NotificationSettings;
  security: SecuritySettings;
  system: SystemSettings;
  appearance: AppearanceSettings;
}

export const COLOUR_SCHEMES = ['Zorvex Blue', 'Emerald', 'Slate'] as const;

/** The settings page's starting values; only local state changes them. */
export const DEFAULT_SETTINGS: Settings = {
  profile: {
    fullName: 'Admin User',
    email: 'admin.user@zorvexlogistics.co.uk',
    phone: '020 7946 0322',
    department: 'Operations',
  },
  notifications: {
    emailAlerts: true,
    smsAlerts: false,
    systemNotifications: true,
    jobUpdates: true,
    maintenanceReminders: true,
  },
  security: { twoFactorAuth: false, sessionTimeout: 30, passwordExpiry: 90, loginAttempts: 5 },
  system: {
    timezone: 'Europe/London',
    dateFormat: 'DD MMM YYYY',
    currency: 'GBP',
    language: 'English (UK)',
    storageUsedGb: 2.4,
    storageTotalGb: 10,
  },
  appearance: { theme: 'dark', colourScheme: COLOUR_SCHEMES[0], compactMode: false, animations: true },
};
