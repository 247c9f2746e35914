import type { SystemSettings } from './settingsModel';

const HOUR_MS = 60 * 60 * 1000;
const NIGHTLY_BACKUP_HOUR = 2;
const SAMPLE_LOGIN_HOURS_AGO = 2;

/** Sample value: no sign-in time is recorded, so the last login is shown as two hours ago. */
export function lastLoginAt(now: Date): Date {
  return new Date(now.getTime() - SAMPLE_LOGIN_HOURS_AGO * HOUR_MS);
}

/** Sample value: the most recent nightly backup at 02:00. */
export function lastBackupAt(now: Date): Date {
  const backup = new Date(now.getFullYear(), now.getMonth(), now.getDate(), NIGHTLY_BACKUP_HOUR);
  if (backup > now) backup.setDate(backup.getDate() - 1);
  return backup;
}

type Storage = Pick<SystemSettings, 'storageUsedGb' | 'storageTotalGb'>;

export function storageLabel({ storageUsedGb, storageTotalGb }: Storage): string {
  return `${storageUsedGb} GB of ${storageTotalGb} GB`;
}

/** Whole percent for the progress bar, held within 0 to 100. */
export function storagePercent({ storageUsedGb, storageTotalGb }: Storage): number {
  if (storageTotalGb <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((storageUsedGb / storageTotalGb) * 100)));
}
