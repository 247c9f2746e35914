import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, AppProviders } from 'shared-contracts/ui';
import { PortalConfigContext } from '../config/PortalConfigContext';
import { LoginPage } from './LoginPage';
import { AUTH_FLAG_KEY } from './authFlagKey';

const config = {
  remotes: {},
  previewOrigins: [],
  login: {
    email: 'admin@zorvex-logistics.co.uk',
    passwordSha256: 'ccdcb20577ec869f92a7cd3ed9cc8143b2664a7ab5d1fa092b7d0f04791cb186',
  },
};

function renderLogin(state?: { from: string }) {
  render(
    <PortalConfigContext.Provider value={config}>
      <AppProviders>
        <MemoryRouter initialEntries={[{ pathname: '/admin/login', state }]}>
          <Routes>
            <Route path="/admin/login" element={<LoginPage />} />
            <Route path="/admin/dashboard" element={<h1>Dashboard page</h1>} />
            <Route path="/admin/jobs" element={<h1>Jobs page</h1>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </PortalConfigContext.Provider>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('requires both fields and says which are missing', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects wrong credentials with a toast that reveals no credential', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), config.login.email);
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByText('Invalid credentials.');
    expect(toast.closest('[role="alert"]')?.textContent).not.toContain(config.login.email);
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('signs in, sets the flag and goes to the dashboard', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), config.login.email);
    await userEvent.type(screen.getByLabelText(/Password/), 'Zorvex-Admin-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe('true');
  });

  it('returns to the admin page first asked for', async () => {
    renderLogin({ from: '/admin/jobs' });
    await userEvent.type(screen.getByLabelText(/Email/), config.login.email);
    await userEvent.type(screen.getByLabelText(/Password/), 'Zorvex-Admin-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
  });
});
