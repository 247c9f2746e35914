import { screen, waitFor, within } from '@testing-library/react';
import type { Session } from 'shared-contracts/contract';
import { freshProvider } from 'shared-contracts/testing';

import { expectNamesToHoldTheirText } from '../accessibleNames';
import { openTab, renderSettings } from '../renderSettings';

jest.setTimeout(30_000);

/** A demo account of the sample data, whose password is the demo one. */
const DANA: Session = { email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' };
const asDana = (options: Parameters<typeof freshProvider>[0] = {}) => freshProvider({ session: () => DANA, ...options });

const section = (name: string) => screen.getByRole('region', { name });

describe('Settings → Security: one’s own password', () => {
  it('changes it with the current one, empties the form and says so', async () => {
    const { user } = renderSettings({ provider: asDana() });
    const panel = await openTab(user, 'Security');
    await user.type(panel.getByLabelText(/^Current password/), 'Zorvex-Demo-2025');
    await user.type(panel.getByLabelText(/^New password/), 'Dana-Dispatch-2026');
    await user.type(panel.getByLabelText(/^Confirm new password/), 'Dana-Dispatch-2026');
    await user.click(panel.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your other sessions have been signed out.')).toBeInTheDocument();
    expect(panel.getByLabelText(/^Current password/)).toHaveValue('');
    expect(panel.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says under each field what is wrong, focusing the first, and clears a message once its field changes', async () => {
    const { user } = renderSettings({ provider: asDana() });
    const panel = await openTab(user, 'Security');
    await user.click(panel.getByRole('button', { name: 'Change Password' }));
    const current = panel.getByLabelText(/^Current password/);
    expect(current).toHaveAccessibleDescription('Current password is required');
    expect(panel.getByLabelText(/^New password/)).toHaveAccessibleDescription('New password is required');
    expect(current).toHaveFocus();
    await user.type(current, 'x');
    expect(current).not.toHaveAccessibleDescription('Current password is required');
    await user.type(panel.getByLabelText(/^New password/), 'Long-enough-2026');
    await user.type(panel.getByLabelText(/^Confirm new password/), 'Something-else-2026');
    await user.click(panel.getByRole('button', { name: 'Change Password' }));
    expect(panel.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The new password and its confirmation do not match');
  });

  it('shows the provider’s refusal of a wrong current password on its field, sent with Enter', async () => {
    const { user } = renderSettings({ provider: asDana() });
    const panel = await openTab(user, 'Security');
    await user.type(panel.getByLabelText(/^Current password/), 'Not-the-password');
    await user.type(panel.getByLabelText(/^New password/), 'Dana-Dispatch-2026');
    await user.type(panel.getByLabelText(/^Confirm new password/), 'Dana-Dispatch-2026{Enter}');
    const current = panel.getByLabelText(/^Current password/);
    expect(await within(section('Change Password')).findByText('The current password is not right')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
  });
});

describe('Settings → Security: one’s own sessions', () => {
  it('lists this browser’s session, marked as this device', async () => {
    const { user } = renderSettings({ provider: asDana() });
    await openTab(user, 'Security');
    const table = await within(section('Your Sessions')).findByRole('table', { name: 'Your sessions' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByText('This device')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Last used' })).toBeInTheDocument();
  });

  it('shows the sessions loading, then a failure with Retry', async () => {
    const { user } = renderSettings({ provider: asDana({ latencyMs: 400, failures: { users: ['list'] } }) });
    await openTab(user, 'Security');
    expect(await within(section('Your Sessions')).findByText('Loading your sessions...')).toBeInTheDocument();
    expect(await within(section('Your Sessions')).findByText('Your sessions could not be loaded')).toBeInTheDocument();
    expect(within(section('Your Sessions')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('signs out everywhere once asked, by keyboard too, then goes to the sign-in', async () => {
    const { user, auth } = renderSettings({ provider: asDana() });
    await openTab(user, 'Security');
    await user.click(within(section('Your Sessions')).getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out everywhere?' })).not.toBeInTheDocument());
    expect(auth.expired).not.toHaveBeenCalled();

    await user.click(within(section('Your Sessions')).getByRole('button', { name: 'Sign Out Everywhere' }));
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(auth.expired).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument();
  });

  it('names every control with the words it shows', async () => {
    const { user } = renderSettings({ provider: asDana() });
    await openTab(user, 'Security');
    await within(section('Your Sessions')).findByRole('table', { name: 'Your sessions' });
    expectNamesToHoldTheirText(screen.getByRole('tabpanel'));
  });
});
