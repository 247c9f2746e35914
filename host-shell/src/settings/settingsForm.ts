import { COMPANY, COMPANY_ADDRESS_LINE } from 'shared-contracts/domain';
import type { ThemeMode } from 'shared-contracts/ui';

import {
  type AdminProfile,
  type AppearanceSettings,
  DEFAULT_SETTINGS,
  type NotificationSettings,
  type SystemSettings,
  type ThemePreference,
} from './settingsModel';

export interface CompanyDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** Numbers are kept as typed so a field can be cleared and retyped. */
export interface SecurityForm {
  twoFactorAuth: boolean;
  sessionTimeout: string;
  passwordExpiry: string;
  loginAttempts: string;
}

export interface SettingsForm {
  profile: AdminProfile;
  company: CompanyDetails;
  notifications: NotificationSettings;
  security: SecurityForm;
  system: SystemSettings;
  appearance: AppearanceSettings;
}

export type SettingsSection = keyof SettingsForm;

/** The signed-in member of staff, whose name and e-mail the profile starts from. */
interface Person {
  name: string;
  email: string;
}

/** The page's starting values: the specification's, with the signed-in person's own name and e-mail when known. */
export function defaultSettingsForm(person?: Person | null): SettingsForm {
  const { profile, notifications, security, system, appearance } = DEFAULT_SETTINGS;
  return {
    profile: person ? { ...profile, fullName: person.name, email: person.email } : { ...profile },
    company: { name: COMPANY.legalName, email: COMPANY.email, phone: COMPANY.phone, address: COMPANY_ADDRESS_LINE },
    notifications: { ...notifications },
    security: {
      twoFactorAuth: security.twoFactorAuth,
      sessionTimeout: String(security.sessionTimeout),
      passwordExpiry: String(security.passwordExpiry),
      loginAttempts: String(security.loginAttempts),
    },
    system: { ...system },
    appearance: { ...appearance },
  };
}

export function updateSection<S extends SettingsSection>(form: SettingsForm, section: S, patch: Partial<SettingsForm[S]>): SettingsForm {
  return { ...form, [section]: { ...form[section], ...patch } };
}

/** The shell has only light and dark; Auto picks whichever the device prefers. */
export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): ThemeMode {
  if (preference === 'auto') return prefersDark ? 'dark' : 'light';
  return preference;
}
