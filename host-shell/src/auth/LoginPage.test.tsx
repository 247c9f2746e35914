import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSampleProvider } from 'shared-contracts/data';
import { AppProviders, MemoryRouter, Route, Routes } from 'shared-contracts/ui';

import { type AdminAuth, AdminAuthContext } from './adminAuth';
import { apiAuth } from './apiAuth';
import { AUTH_FLAG_KEY } from './authFlagKey';
import { browserAuth } from './browserAuth';
import { LoginPage } from './LoginPage';
import { RequireAuth } from './RequireAuth';

const config = {
  login: {
    email: 'admin@zorvex-logistics.co.uk',
    passwordSha256: 'ccdcb20577ec869f92a7cd3ed9cc8143b2664a7ab5d1fa092b7d0f04791cb186',
  },
};

function renderLogin(state?: { from: string }, auth: AdminAuth = browserAuth(config.login), path = '/admin/login') {
  render(
    <AdminAuthContext.Provider value={auth}>
      <AppProviders>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="/admin/login" element={<LoginPage />} />
            <Route path="/admin/dashboard" element={<h1>Dashboard page</h1>} />
            <Route
              path="/admin/jobs"
              element={
                <RequireAuth>
                  <h1>Jobs page</h1>
                </RequireAuth>
              }
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </AdminAuthContext.Provider>,
  );
}

/** The API's sign-in routes as a fake fetch: one account, a session after sign-in, 429 when told to. */
function fakeApi({ slowed = false, down = false } = {}) {
  let session = false;
  const calls: string[] = [];
  const send = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (down) throw new TypeError('Failed to fetch');
    if (url.endsWith('/auth/session')) return new Response(null, { status: session ? 200 : 401 });
    if (url.endsWith('/auth/logout')) return new Response(null, { status: session ? ((session = false), 204) : 401 });
    if (slowed) return new Response('{}', { status: 429, headers: { 'Retry-After': '42' } });
    const { email, password } = JSON.parse(String(init.body)) as { email: string; password: string };
    session = email === config.login.email && password === 'Zorvex-Admin-2025';
    return new Response('{}', { status: session ? 200 : 401 });
  });
  return { auth: apiAuth('/api', send as unknown as typeof fetch), calls };
}

async function signInWith(password: string) {
  await userEvent.type(screen.getByLabelText(/Email/), config.login.email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
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

  it('signs in a demo account of the sample data with the demo password, as whom the sample provider then serves', async () => {
    localStorage.setItem('admin-account', 'viewer@zorvex-logistics.co.uk');
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'dispatcher@zorvex-logistics.co.uk');
    await userEvent.type(screen.getByLabelText(/Password/), 'Zorvex-Demo-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe('true');
    await expect(getSampleProvider().getSession!()).resolves.toMatchObject({ name: 'Dana Price', role: 'dispatcher' });
  });

  it('signs the specification’s admin in as the administrator, whoever signed in before', async () => {
    localStorage.setItem('admin-account', 'viewer@zorvex-logistics.co.uk');
    await browserAuth(config.login).signIn(config.login.email, 'Zorvex-Admin-2025');
    await expect(getSampleProvider().getSession!()).resolves.toEqual({ email: config.login.email, name: 'Admin User', role: 'admin' });
  });

  it('refuses a demo account with the admin’s password', async () => {
    await expect(browserAuth(config.login).signIn('finance@zorvex-logistics.co.uk', 'Zorvex-Admin-2025')).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('returns to the admin page first asked for', async () => {
    renderLogin({ from: '/admin/jobs' });
    await userEvent.type(screen.getByLabelText(/Email/), config.login.email);
    await userEvent.type(screen.getByLabelText(/Password/), 'Zorvex-Admin-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
  });
});

describe('LoginPage with the API', () => {
  beforeEach(() => localStorage.clear());

  it('signs in through the API, with the specification’s toast, and sets no flag', async () => {
    const { auth, calls } = fakeApi();
    renderLogin(undefined, auth);
    await signInWith('Zorvex-Admin-2025');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(calls).toContain('POST /api/auth/login');
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
  });

  it('says a wrong password in the specification’s words', async () => {
    renderLogin(undefined, fakeApi().auth);
    await signInWith('wrong');
    expect(await screen.findByText('Invalid credentials.')).toBeInTheDocument();
  });

  it('tells a slowed-down address when to try again', async () => {
    renderLogin(undefined, fakeApi({ slowed: true }).auth);
    await signInWith('Zorvex-Admin-2025');
    expect(await screen.findByText('Too many sign-in attempts')).toBeInTheDocument();
    expect(screen.getByText('Try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('says so when the API cannot be reached, keeping what was typed', async () => {
    renderLogin(undefined, fakeApi({ down: true }).auth);
    await signInWith('Zorvex-Admin-2025');
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue(config.login.email);
  });

  it('opens nothing for the admin-authenticated flag: the guard asks the API', async () => {
    localStorage.setItem(AUTH_FLAG_KEY, 'true');
    const { auth, calls } = fakeApi();
    renderLogin(undefined, auth, '/admin/jobs');
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jobs page' })).not.toBeInTheDocument();
    expect(calls).toEqual(['GET /api/auth/session']);
  });

  it('ends the session on the API at sign-out', async () => {
    const { auth, calls } = fakeApi();
    await auth.signIn(config.login.email, 'Zorvex-Admin-2025');
    expect(auth.status()).toBe('signed-in');
    await auth.signOut();
    expect(auth.status()).toBe('signed-out');
    expect(calls).toContain('POST /api/auth/logout');
  });
});
