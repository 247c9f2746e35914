import { COMPANY } from 'shared-contracts/domain';

import { defaultSettingsForm, resolveThemeMode, updateSection } from './settingsForm';
import { DEFAULT_SETTINGS } from './settingsModel';

describe('defaultSettingsForm', () => {
  it('starts from the shared defaults and the company profile', () => {
    const form = defaultSettingsForm();
    expect(form.profile).toEqual(DEFAULT_SETTINGS.profile);
    expect(form.security).toEqual({ twoFactorAuth: false, sessionTimeout: '30', passwordExpiry: '90', loginAttempts: '5' });
    expect(form.company.email).toBe(COMPANY.email);
    expect(form.company.address).toContain(COMPANY.address.postcode);
  });

  it('gives a fresh copy each time, so edits never touch the defaults', () => {
    const form = defaultSettingsForm();
    form.notifications.smsAlerts = true;
    expect(defaultSettingsForm().notifications.smsAlerts).toBe(false);
    expect(DEFAULT_SETTINGS.notifications.smsAlerts).toBe(false);
  });
});

describe('updateSection', () => {
  it('changes only the patched fields of one section', () => {
    const before = defaultSettingsForm();
    const after = updateSection(before, 'security', { sessionTimeout: '45' });
    expect(after.security).toEqual({ ...before.security, sessionTimeout: '45' });
    expect(after.profile).toBe(before.profile);
    expect(before.security.sessionTimeout).toBe('30');
  });
});

describe('resolveThemeMode', () => {
  it('keeps light and dark, and follows the device for auto', () => {
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
    expect(resolveThemeMode('auto', true)).toBe('dark');
    expect(resolveThemeMode('auto', false)).toBe('light');
  });
});
