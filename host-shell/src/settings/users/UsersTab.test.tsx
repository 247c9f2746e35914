import { act, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider, providerAs } from 'shared-contracts/testing';

import { expectNamesToHoldTheirText } from '../accessibleNames';
import { openTab, renderSettings } from '../renderSettings';

jest.setTimeout(30_000);

const usersTable = () => screen.findByRole('table', { name: 'Staff accounts' });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

describe('Settings → Users', () => {
  it('lists every staff account: name, e-mail, role, status, when made and last signed in', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    const table = await usersTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Created', 'Last sign-in', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Admin User (you)', 'Alex Carter', 'Dana Price', 'Femi Adeyemi', 'Priya Shah', 'Victor Lane']);
    const dana = rowOf(table, 'Dana Price');
    expect(within(dana).getByText('dispatcher@zorvex-logistics.co.uk')).toBeInTheDocument();
    expect(within(dana).getByRole('combobox', { name: 'Role of Dana Price: Dispatcher' })).toHaveTextContent('Dispatcher');
    expect(within(dana).getByText('Active')).toBeInTheDocument();
    expect(within(dana).getByText('Never')).toBeInTheDocument();
    const own = rowOf(table, 'Admin User');
    expect(within(own).getByText('Administrator')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a member of staff, opened and filled in by keyboard, and shows the one-time link once, to copy', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    await usersTable();
    act(() => screen.getByRole('button', { name: 'Invite User' }).focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Member of Staff' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('nia.new@zorvex-logistics.co.uk{Tab}Nia New');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const shown = await screen.findByRole('dialog', { name: 'Invitation for Nia New' });
    const link = within(shown).getByRole('textbox', { name: 'Set-password link' });
    expect((link as HTMLTextAreaElement).value).toMatch(/^http:\/\/localhost\/admin\/set-password\?token=[\w-]{43}$/);
    expect(within(shown).getByText(/It works once, for 24 hours/)).toBeInTheDocument();
    expect(within(shown).getByText(/it is shown only now/)).toBeInTheDocument();
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(shown).getByRole('button', { name: 'Copy Link' }));
    expect(copied).toHaveBeenCalledWith((link as HTMLTextAreaElement).value);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    const nia = await waitFor(async () => rowOf(await usersTable(), 'Nia New'));
    expect(within(nia).getByRole('combobox', { name: 'Role of Nia New: Finance' })).toBeInTheDocument();
  });

  it('refuses an invitation field by field, and an e-mail an account has already', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Member of Staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(await within(dialog).findByText('E-mail is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await user.type(email, 'DISPATCHER@zorvex-logistics.co.uk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana Again');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await within(dialog).findByText('An account with the e-mail DISPATCHER@zorvex-logistics.co.uk exists already'),
    ).toBeInTheDocument();
  });

  it('changes a role from its list', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    await user.click(within(rowOf(await usersTable(), 'Dana Price')).getByRole('combobox', { name: /^Role of Dana Price/ }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(screen.getByText('Dana Price is now Viewer.')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(rowOf(await usersTable(), 'Dana Price')).getByRole('combobox', { name: /^Role of Dana Price/ })).toHaveTextContent(
        'Viewer',
      ),
    );
  });

  it('deactivates an account once asked: it then shows deactivated, with nothing left to do', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    await user.click(within(rowOf(await usersTable(), 'Dana Price')).getByRole('button', { name: 'Deactivate Dana Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Dana Price?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/Their sessions end at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
    await waitFor(async () => expect(within(rowOf(await usersTable(), 'Dana Price')).getByText('Deactivated')).toBeInTheDocument());
    expect(within(rowOf(await usersTable(), 'Dana Price')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('resets a password once asked, and shows the new link', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    await user.click(within(rowOf(await usersTable(), 'Priya Shah')).getByRole('button', { name: 'Reset Password for Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Priya Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password link for Priya Shah' });
    expect((within(shown).getByRole('textbox', { name: 'Set-password link' }) as HTMLTextAreaElement).value).toMatch(
      /^http:\/\/localhost\/admin\/set-password\?token=[\w-]{43}$/,
    );
  });

  it('shows the list loading, then a failure with Retry', async () => {
    const failing = renderSettings({ provider: freshProvider({ latencyMs: 300, failures: { users: ['list'] } }) });
    await openTab(failing.user, 'Users');
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    expect(await screen.findByText('Users could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when there are no accounts', async () => {
    const provider = freshProvider();
    const empty: DataProvider = { ...provider, listUsers: async () => [] };
    const { user } = renderSettings({ provider: empty });
    await openTab(user, 'Users');
    expect(await screen.findByText('No staff accounts yet')).toBeInTheDocument();
  });

  it('names every control with the words it shows, in the list and in the invitation', async () => {
    const { user } = renderSettings();
    await openTab(user, 'Users');
    await usersTable();
    expectNamesToHoldTheirText(screen.getByRole('tabpanel'));
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    expectNamesToHoldTheirText(await screen.findByRole('dialog', { name: 'Invite a Member of Staff' }));
  });

  it('is the 403 page for a role that may not manage users, opened by its URL', async () => {
    renderSettings({ provider: providerAs('finance'), url: '/admin/settings?tab=users' });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Your role (Finance) does not allow you to open this page. Ask an administrator if you need it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
  });
});
