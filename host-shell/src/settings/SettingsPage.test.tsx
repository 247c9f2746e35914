import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { COMPANY } from 'shared-contracts/domain';
import { providerAs } from 'shared-contracts/testing';
import { setThemeMode } from 'shared-contracts/ui';

import { openPanel, renderSettings } from './renderSettings';

jest.setTimeout(20_000);

const tab = (name: string) => screen.getByRole('tab', { name });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(tab(name));
  return openPanel();
}

describe('SettingsPage', () => {
  beforeEach(() => setThemeMode('light'));
  afterEach(() => localStorage.clear());

  it('is labelled Admin Access Required and goes back to the dashboard', async () => {
    const { user } = renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Admin Access Required')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('opens on Profile, with the specification’s six tabs and, for an administrator, Users and Audit log, each wired to its panel', async () => {
    renderSettings();
    expect(await screen.findByRole('tab', { name: 'Audit log' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Security',
      'System',
      'Integrations',
      'Appearance',
      'Users',
      'Audit log',
    ]);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    for (const element of tabs) {
      const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', element.id);
    }
    expect(openPanel()).toHaveAccessibleName('Profile');
  });

  it('offers a role that may not manage users only the specification’s six tabs', async () => {
    renderSettings({ provider: providerAs('dispatcher') });
    expect(await screen.findByDisplayValue('Dispatcher Tester')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Security',
      'System',
      'Integrations',
      'Appearance',
    ]);
  });

  it('shows the signed-in person’s own name and e-mail and the company details on Profile', async () => {
    renderSettings({ provider: providerAs('finance') });
    const panel = openPanel();
    expect(within(panel).getByRole('heading', { name: 'Admin Profile' })).toBeInTheDocument();
    expect(await within(panel).findByDisplayValue('Finance Tester')).toBe(within(panel).getByLabelText('Full Name'));
    expect(within(panel).getByLabelText('Email Address')).toHaveValue('finance@test');
    expect(within(panel).getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(within(panel).getByLabelText('Phone Number')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Department')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Company Information' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Company Name')).toHaveValue(COMPANY.legalName);
    expect(within(panel).getByLabelText('Company Email')).toHaveValue(COMPANY.email);
    expect(within(panel).getByLabelText('Company Email')).toHaveAttribute('type', 'email');
    expect(within(panel).getByLabelText('Company Phone')).toHaveValue(COMPANY.phone);
    expect((within(panel).getByLabelText('Head Office Address') as HTMLTextAreaElement).value).toContain(COMPANY.address.postcode);
  });

  it('switches tabs by click and keeps edits across tabs', async () => {
    const { user } = renderSettings();
    await within(openPanel()).findByDisplayValue('admin@zorvex-logistics.co.uk');
    const fullName = within(openPanel()).getByLabelText('Full Name');
    await user.clear(fullName);
    await user.type(fullName, 'Jo');
    const panel = await openTab(user, 'Security');
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'false');
    expect(panel).toHaveAccessibleName('Security');
    await openTab(user, 'Profile');
    expect(within(openPanel()).getByLabelText('Full Name')).toHaveValue('Jo');
  });

  it('switches tabs with the arrow, Home and End keys', async () => {
    const { user } = renderSettings();
    await screen.findByRole('tab', { name: 'Audit log' });
    await user.click(tab('Profile'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Notifications')).toHaveFocus();
    expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
    expect(openPanel()).toHaveAccessibleName('Notifications');
    await user.keyboard('{End}');
    expect(tab('Audit log')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('starts with SMS alerts off and every other notification on', async () => {
    const { user } = renderSettings();
    const panel = await openTab(user, 'Notifications');
    expect(within(panel).getAllByRole('switch')).toHaveLength(5);
    expect(within(panel).getByRole('switch', { name: 'SMS Alerts' })).not.toBeChecked();
    for (const name of ['Email Alerts', 'System Notifications', 'Job Updates', 'Maintenance Reminders']) {
      expect(within(panel).getByRole('switch', { name })).toBeChecked();
    }
  });

  it('shows the security defaults and access control', async () => {
    const { user } = renderSettings();
    const panel = await openTab(user, 'Security');
    expect(within(panel).getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked();
    expect(within(panel).getByRole('spinbutton', { name: 'Session Timeout (minutes)' })).toHaveValue(30);
    expect(within(panel).getByRole('spinbutton', { name: 'Password Expiry (days)' })).toHaveValue(90);
    expect(within(panel).getByRole('spinbutton', { name: 'Max Login Attempts' })).toHaveValue(5);
    expect(within(panel).getByRole('heading', { name: 'Access Control' })).toBeInTheDocument();
    expect(within(panel).getByText('System Administrator')).toBeInTheDocument();
    expect(within(panel).getByText('Last Login')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'View Login History' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Manage API Keys' })).toBeInTheDocument();
  });

  it('shows the system defaults and data management', async () => {
    const { user } = renderSettings();
    const panel = await openTab(user, 'System');
    expect(within(panel).getByRole('combobox', { name: /System Timezone/ })).toHaveTextContent('Europe/London');
    expect(within(panel).getByRole('combobox', { name: /Date Format/ })).toHaveTextContent('DD MMM YYYY');
    expect(within(panel).getByRole('combobox', { name: /Default Currency/ })).toHaveTextContent('GBP');
    expect(within(panel).getByRole('combobox', { name: /System Language/ })).toHaveTextContent('English (UK)');
    expect(within(panel).getByText('Database Status')).toBeInTheDocument();
    expect(within(panel).getByText('Last Backup')).toBeInTheDocument();
    expect(within(panel).getByText('2.4 GB of 10 GB')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Storage usage' })).toHaveAttribute('aria-valuenow', '24');
    expect(within(panel).getByRole('button', { name: 'Backup Now' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sync Data' })).toBeInTheDocument();
  });

  it('changes a system preference from its list', async () => {
    const { user } = renderSettings();
    await openTab(user, 'System');
    await user.click(screen.getByRole('combobox', { name: /Default Currency/ }));
    await user.click(screen.getByRole('option', { name: 'EUR' }));
    expect(screen.getByRole('combobox', { name: /Default Currency/ })).toHaveTextContent('EUR');
  });

  it('shows maps and email connected and the SMS gateway not connected', async () => {
    const { user } = renderSettings();
    const panel = await openTab(user, 'Integrations');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Mapping Service', 'Email Service', 'SMS Gateway']);
    expect(items[0]).toHaveTextContent('Connected');
    expect(items[1]).toHaveTextContent('Connected');
    expect(items[2]).toHaveTextContent('Not Connected');
  });

  it('offers the theme, three colour schemes and the display switches', async () => {
    const { user } = renderSettings();
    const panel = await openTab(user, 'Appearance');
    const theme = within(panel).getByRole('radiogroup', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['light', 'dark', 'auto']);
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    const schemes = within(panel).getByRole('radiogroup', { name: 'Colour Scheme' });
    expect(within(schemes).getAllByRole('radio')).toHaveLength(3);
    expect(within(schemes).getByRole('radio', { name: 'Zorvex Blue' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Compact Mode' })).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Enable Animations' })).toBeChecked();
  });

  it('leaves the shell theme alone until a theme is picked, then follows it', async () => {
    const { user } = renderSettings();
    const shellTheme = screen.getByRole('status', { name: 'Shell theme' });
    const theme = within(await openTab(user, 'Appearance')).getByRole('radiogroup', { name: 'Theme' });
    expect(shellTheme).toHaveTextContent('light');
    await user.click(within(theme).getByRole('radio', { name: 'Light' }));
    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(shellTheme).toHaveTextContent('dark');
    await user.click(within(theme).getByRole('radio', { name: 'Auto' }));
    expect(shellTheme).toHaveTextContent('light');
  });

  it('restores the defaults on Reset to Defaults', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Security');
    const timeout = screen.getByRole('spinbutton', { name: 'Session Timeout (minutes)' });
    await user.clear(timeout);
    await user.type(timeout, '45');
    await user.click(screen.getByRole('switch', { name: 'Two-Factor Authentication' }));
    expect(timeout).toHaveValue(45);
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(timeout).toHaveValue(30);
    expect(screen.getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked();
  });

  it('shows a toast on Save All Settings', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been updated.')).toBeInTheDocument();
  });
});
