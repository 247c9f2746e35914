import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, routes } from 'shared-contracts/contract';
import { DataLayerProvider } from 'shared-contracts/data';
import { freshProvider } from 'shared-contracts/testing';
import { AppProviders, MemoryRouter, Route, Routes, useLocation, useThemeMode } from 'shared-contracts/ui';

import type { AdminAuth } from '../auth/adminAuth';
import { AdminAuthContext } from '../auth/adminAuth';
import { PortalConfigContext } from '../config/PortalConfigContext';
import { SettingsPage } from './SettingsPage';

// Test support for the settings screen's tests: the page as the admin layout draws it.

function ShellThemeProbe() {
  const [mode] = useThemeMode();
  return <output aria-label="Shell theme">{mode}</output>;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
}

/** A deployment with no remotes: the System tab's module health and preview have nothing to show (see RemotePreview.test.tsx). */
const CONFIG = {
  remotes: {},
  provider: { kind: 'sample' as const },
  previewOrigins: [],
  login: { email: 'admin@zorvex-logistics.co.uk', passwordSha256: 'ab' },
};

/**
 * The settings page at `url` as the admin layout draws it, over a sample provider signed in as the specification's
 * administrator unless given another; the sign-in's `expired` is a mock. The router's place is in the "Location" output.
 *
 * @example const { user } = renderSettings({ provider: providerAs('viewer'), url: '/admin/settings?tab=users' });
 */
export function renderSettings({
  provider = freshProvider(),
  url = routes.admin.settings,
}: { provider?: DataProvider; url?: string } = {}) {
  // Keys follow each other at once: the tabs' tests type passwords and e-mails, and a delay per key adds up to seconds.
  const user = userEvent.setup({ delay: null });
  const auth: AdminAuth = {
    status: () => 'signed-in',
    subscribe: () => () => {},
    signIn: jest.fn(),
    signOut: jest.fn(),
    expired: jest.fn(),
  };
  render(
    <PortalConfigContext.Provider value={CONFIG}>
      <AdminAuthContext.Provider value={auth}>
        <AppProviders>
          <DataLayerProvider provider={provider}>
            <MemoryRouter initialEntries={[url]}>
              <ShellThemeProbe />
              <LocationProbe />
              <Routes>
                <Route path={routes.admin.settings} element={<SettingsPage />} />
                <Route path={routes.admin.dashboard} element={<h1>Dashboard page</h1>} />
                <Route path={routes.admin.login} element={<h1>Login page</h1>} />
              </Routes>
            </MemoryRouter>
          </DataLayerProvider>
        </AppProviders>
      </AdminAuthContext.Provider>
    </PortalConfigContext.Provider>,
  );
  return { user, auth, provider, location: () => screen.getByRole('status', { name: 'Location' }).textContent };
}

/** The panel of the tab open now. */
export const openPanel = () => screen.getByRole('tabpanel');

/** Opens a tab by clicking it, once it is offered: its panel. */
export async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return within(openPanel());
}
