import type { SystemSettings } from './settingsModel';

type ChoiceField = Extract<keyof SystemSettings, 'timezone' | 'dateFormat' | 'currency' | 'language'>;

/** The choices offered for each system preference; each list holds the shared default. */
export const SYSTEM_OPTIONS: Record<ChoiceField, readonly string[]> = {
  timezone: ['Europe/London', 'Europe/Dublin', 'Europe/Paris', 'UTC'],
  dateFormat: ['DD MMM YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'],
  currency: ['GBP', 'EUR', 'USD'],
  language: ['English (UK)', 'English (US)'],
};

export const SYSTEM_LABELS: Record<ChoiceField, string> = {
  timezone: 'System Timezone',
  dateFormat: 'Date Format',
  currency: 'Default Currency',
  language: 'System Language',
};

export const SYSTEM_CHOICE_FIELDS = Object.keys(SYSTEM_OPTIONS) as ChoiceField[];
