import { DEFAULT_SETTINGS } from './settingsModel';
import { lastBackupAt, lastLoginAt, storageLabel, storagePercent } from './systemStatus';

describe('storage', () => {
  it('shows the default usage as 2.4 GB of 10 GB, 24 percent', () => {
    expect(storageLabel(DEFAULT_SETTINGS.system)).toBe('2.4 GB of 10 GB');
    expect(storagePercent(DEFAULT_SETTINGS.system)).toBe(24);
  });

  it('keeps the bar within 0 to 100', () => {
    expect(storagePercent({ storageUsedGb: 12, storageTotalGb: 10 })).toBe(100);
    expect(storagePercent({ storageUsedGb: 1, storageTotalGb: 0 })).toBe(0);
  });
});

describe('sample times', () => {
  it('puts the last backup at the latest 02:00', () => {
    expect(lastBackupAt(new Date(2025, 7, 21, 9, 30))).toEqual(new Date(2025, 7, 21, 2, 0));
    expect(lastBackupAt(new Date(2025, 7, 21, 1, 15))).toEqual(new Date(2025, 7, 20, 2, 0));
  });

  it('puts the last login before now', () => {
    const now = new Date(2025, 7, 21, 9, 30);
    expect(lastLoginAt(now)).toEqual(new Date(2025, 7, 21, 7, 30));
  });
});
