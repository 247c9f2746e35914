import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider } from 'shared-contracts/testing';
import { AppProviders, MemoryRouter, Route, Routes } from 'shared-contracts/ui';

import { type AdminAuth, AdminAuthContext } from '../auth/adminAuth';
import { PortalConfigContext } from '../config/PortalConfigContext';
import { PortalRoutes } from '../PortalRoutes';
import { expectNamesToHoldTheirText } from '../settings/accessibleNames';
import { SetPasswordPage } from './SetPasswordPage';

jest.setTimeout(30_000);

let provider: DataProvider;
jest.mock('../data/portalProvider', () => ({ portalProvider: () => provider }));

const CONFIG = {
  remotes: {},
  provider: { kind: 'sample' as const },
  previewOrigins: [],
  login: { email: 'admin@zorvex-logistics.co.uk', passwordSha256: 'ab' },
};
const SIGNED_OUT: AdminAuth = {
  status: () => 'signed-out',
  subscribe: () => () => {},
  signIn: jest.fn(),
  signOut: jest.fn(),
  expired: jest.fn(),
};

function renderAt(url: string) {
  const user = userEvent.setup();
  render(
    <PortalConfigContext.Provider value={CONFIG}>
      <AppProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin/set-password" element={<SetPasswordPage />} />
            <Route path="/admin/login" element={<h1>Login page</h1>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </PortalConfigContext.Provider>,
  );
  return user;
}

async function invitation(): Promise<string> {
  provider = freshProvider();
  return (await provider.inviteUser!({ email: 'nia.new@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' })).token;
}

const form = () => within(screen.getByRole('form', { name: 'Set Your Password' }));

describe('the set-password page of a link', () => {
  it('sets the password from the link, then goes to the sign-in', async () => {
    const token = await invitation();
    const user = renderAt(`/admin/set-password?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set Your Password' })).toBeInTheDocument();
    expect(form().getByLabelText(/^New password/)).toHaveFocus();
    await user.keyboard('Nia-Finance-2025{Tab}');
    await user.keyboard('Nia-Finance-2025{Enter}');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    const [entry] = (await provider.getAuditLog!({ action: 'set_password' })).data;
    expect(entry.account).toMatchObject({ email: 'nia.new@zorvex-logistics.co.uk', name: 'Nia New' });
  });

  it('says under each field what is wrong: missing, too short, not confirmed', async () => {
    const token = await invitation();
    const user = renderAt(`/admin/set-password?token=${token}`);
    const submit = await screen.findByRole('button', { name: 'Set Password' });
    await user.click(submit);
    const password = form().getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(password).toHaveFocus();
    await user.type(password, 'too short');
    await user.click(submit);
    expect(password).toHaveAccessibleDescription('Password must be at least 12 characters');
    await user.type(password, ' but longer now');
    await user.type(form().getByLabelText(/^Confirm new password/), 'something else');
    await user.click(submit);
    expect(form().getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The password and its confirmation do not match');
  });

  it('says when the link no longer works, and asks for a new one', async () => {
    const token = await invitation();
    await provider.setPasswordFromLink!({ token, password: 'Used-already-2025' });
    const user = renderAt(`/admin/set-password?token=${token}`);
    await user.type(await screen.findByLabelText(/^New password/), 'Nia-Finance-2025');
    await user.type(form().getByLabelText(/^Confirm new password/), 'Nia-Finance-2025');
    await user.click(form().getByRole('button', { name: 'Set Password' }));
    expect(await form().findByRole('alert')).toHaveTextContent(
      'This link does not work: it was used already, it expired, or a newer one replaced it. Ask an administrator for a new link.',
    );
  });

  it('says at once that a link without its token is incomplete, and leads to the sign-in', async () => {
    provider = freshProvider();
    renderAt('/admin/set-password');
    expect(await form().findByRole('alert')).toHaveTextContent(
      'This link is incomplete: open the whole link you were given. Ask an administrator for a new link.',
    );
    expect(form().getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/admin/login');
  });

  it('names every control with the words it shows', async () => {
    provider = freshProvider();
    renderAt('/admin/set-password?token=abc');
    await screen.findByRole('button', { name: 'Set Password' });
    expectNamesToHoldTheirText(screen.getByRole('form', { name: 'Set Your Password' }));
  });

  it('is drawn by the portal outside the session, for a visitor who is not signed in', async () => {
    provider = freshProvider();
    render(
      <PortalConfigContext.Provider value={CONFIG}>
        <AdminAuthContext.Provider value={SIGNED_OUT}>
          <AppProviders>
            <MemoryRouter initialEntries={['/admin/set-password?token=abc']}>
              <PortalRoutes />
            </MemoryRouter>
          </AppProviders>
        </AdminAuthContext.Provider>
      </PortalConfigContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Set Your Password' })).toBeInTheDocument();
  });
});
