import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from 'shared-contracts/contract';
import { DataLayerProvider } from 'shared-contracts/data';
import { freshProvider } from 'shared-contracts/testing';
import { AppProviders, MemoryRouter, Route, Routes } from 'shared-contracts/ui';

import { PortalConfigContext } from '../config/PortalConfigContext';
import { setRemoteEntrySources } from '../federation/remoteEntries';
import { activePreview, type Preview } from '../preview/preview';
import { PreviewContext } from '../preview/PreviewContext';
import { SettingsPage } from './SettingsPage';

jest.setTimeout(20_000);

const CONFIG = {
  remotes: { mfe_jobs: 'http://localhost:3002/remoteEntry.js', mfe_map: 'http://localhost:3006/remoteEntry.js' },
  provider: { kind: 'sample' as const },
  previewOrigins: ['http://localhost:3096'],
  login: { email: 'admin@zorvex-logistics.co.uk', passwordSha256: 'ab' },
};
const PREVIEW_ENTRY = 'http://localhost:3096/remoteEntry.js';
const previewLink = (entry: string) => `${routes.admin.settings}?preview=mfe_jobs&entry=${encodeURIComponent(entry)}`;

let fetchMock: jest.Mock;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  setRemoteEntrySources({ configured: CONFIG.remotes, releases: {}, preview: null });
  fetchMock = jest.fn(async () => new Response('', { status: 404 }));
  global.fetch = fetchMock;
  // Starting or stopping a preview opens the page again, which jsdom reports as navigation it does not implement.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.cookie = 'zorvex-preview=; Max-Age=0; Path=/';
});

const previewInThisBrowser = () => activePreview(CONFIG, { signedIn: true });
const navigatedAway = () => consoleError.mock.calls.some(([error]) => String(error).includes('Not implemented: navigation'));

function renderSettingsAt(url: string, { config = CONFIG, preview = null }: { config?: typeof CONFIG; preview?: Preview | null } = {}) {
  const user = userEvent.setup();
  render(
    <PortalConfigContext.Provider value={config}>
      <PreviewContext.Provider value={preview}>
        <AppProviders>
          <DataLayerProvider provider={freshProvider()}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={routes.admin.settings} element={<SettingsPage />} />
              </Routes>
            </MemoryRouter>
          </DataLayerProvider>
        </AppProviders>
      </PreviewContext.Provider>
    </PortalConfigContext.Provider>,
  );
  return user;
}

describe('a preview link', () => {
  it('opens System and asks first; only Start preview keeps the preview, in this browser', async () => {
    const user = renderSettingsAt(previewLink(PREVIEW_ENTRY));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Jobs (mfe_jobs)?' });
    expect(
      within(dialog).getByText(
        /This browser will load Jobs \(mfe_jobs\) from http:\/\/localhost:3096\/remoteEntry\.js instead of its release, for 60 minutes/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'System', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(previewInThisBrowser()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Start preview' }));
    expect(previewInThisBrowser()).toMatchObject({ remote: 'mfe_jobs', entry: PREVIEW_ENTRY });
    expect(navigatedAway()).toBe(true);
  });

  it('does nothing on Cancel', async () => {
    const user = renderSettingsAt(previewLink(PREVIEW_ENTRY));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(previewInThisBrowser()).toBeNull();
  });

  it('to an origin not on the allow-list is refused, with nothing to confirm and no request to that origin', async () => {
    const user = renderSettingsAt(previewLink('http://127.0.0.1:3096/remoteEntry.js'));
    const dialog = await screen.findByRole('dialog', { name: 'This preview link cannot be used' });
    expect(
      within(dialog).getByText("http://127.0.0.1:3096 is not on this portal's preview allow-list, so nothing is loaded from it."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Start preview' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(previewInThisBrowser()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('127.0.0.1'))).toEqual([]);
  });
});

describe('the System tab’s Remote Preview', () => {
  it('refuses an origin not on the list, saying why, and Enter in the address does not save the settings', async () => {
    const user = renderSettingsAt(`${routes.admin.settings}?tab=system`);
    const section = screen.getByRole('region', { name: 'Remote Preview' });
    expect(within(section).getByText('A remoteEntry.js on http://localhost:3096')).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: 'Remote entry URL' }), 'https://evil.example.com/remoteEntry.js{Enter}');
    expect(
      within(section).getByText("https://evil.example.com is not on this portal's preview allow-list, so nothing is loaded from it."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(previewInThisBrowser()).toBeNull();
  });

  it('starts a preview of the remote chosen from an allowed origin', async () => {
    const user = renderSettingsAt(`${routes.admin.settings}?tab=system`);
    const section = screen.getByRole('region', { name: 'Remote Preview' });
    await user.click(within(section).getByRole('combobox', { name: 'Remote' }));
    await user.click(screen.getByRole('option', { name: 'Live Map (mfe_map)' }));
    await user.type(within(section).getByRole('textbox', { name: 'Remote entry URL' }), 'http://localhost:3096/map/remoteEntry.js');
    await user.click(within(section).getByRole('button', { name: 'Start preview' }));
    expect(previewInThisBrowser()).toMatchObject({ remote: 'mfe_map', entry: 'http://localhost:3096/map/remoteEntry.js' });
  });

  it('says what this browser previews, until when, with Stop preview', async () => {
    const expiresAt = new Date(2026, 0, 15, 14, 32).getTime();
    renderSettingsAt(`${routes.admin.settings}?tab=system`, { preview: { remote: 'mfe_jobs', entry: PREVIEW_ENTRY, expiresAt } });
    const section = screen.getByRole('region', { name: 'Remote Preview' });
    expect(
      within(section).getByText('This browser previews Jobs (mfe_jobs) from http://localhost:3096/remoteEntry.js until 14:32.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Stop preview' })).toBeInTheDocument();
  });

  it('says so when the deployment allows no preview origin', () => {
    renderSettingsAt(`${routes.admin.settings}?tab=system`, { config: { ...CONFIG, previewOrigins: [] } });
    expect(screen.getByText("This deployment's config.json lists no preview origins, so no remote can be previewed.")).toBeInTheDocument();
  });
});
