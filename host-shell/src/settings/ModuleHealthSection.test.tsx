import { render, screen, within } from '@testing-library/react';
import { CONTRACT_VERSION as portalContract } from 'shared-contracts/contract';
import { AppProviders } from 'shared-contracts/ui';

import { setRemoteEntrySources } from '../federation/remoteEntries';
import { recordRemoteLoad } from '../federation/remoteLoads';
import { shareProvidersPlugin } from '../federation/shareProviders';
import { ModuleHealthSection } from './ModuleHealthSection';

// The runtime's `from` names the last container that loaded a copy; the panel names the one that registered it.
const reactFromMap = { version: '19.2.0', from: 'mfe_jobs' };
const shareScope = {
  react: { '19.3.1': { version: '19.3.1', from: 'mfe_jobs', loaded: true, useIn: ['host_shell', 'mfe_jobs'] }, '19.2.0': reactFromMap },
  '@mui/material/Button': { '9.5.0': { version: '9.5.0', from: 'mfe_jobs', loaded: true, useIn: ['mfe_jobs'] } },
  '@mui/material/Rating': { '9.5.0': { version: '9.5.0', from: 'host_shell' } },
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: () => ({ name: 'host_shell', shareScopeMap: { default: shareScope } }),
}));

const DECLARATIONS: Record<string, object> = {
  'http://localhost:3002/releases/20260115-101500-3f2a1bc4/federation-contract.json': {
    remote: 'mfe_jobs',
    builtWith: portalContract,
    requires: `^${portalContract}`,
    builtAt: '2026-01-15T10:15:00.000Z',
  },
  'http://localhost:3006/federation-contract.json': {
    remote: 'mfe_map',
    builtWith: '99.0.0',
    requires: '^99.0.0',
    builtAt: '2026-01-14T08:00:00.000Z',
  },
};

beforeEach(() => {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const declaration = DECLARATIONS[String(url)];
    return declaration ? new Response(JSON.stringify(declaration)) : new Response('', { status: 404 });
  });
  setRemoteEntrySources({
    configured: {
      mfe_jobs: 'http://localhost:3002/remoteEntry.js',
      mfe_map: 'http://localhost:3006/remoteEntry.js',
      mfe_fleet: 'http://localhost:3003/remoteEntry.js',
    },
    releases: { mfe_jobs: '20260115-101500-3f2a1bc4' },
    preview: null,
  });
  recordRemoteLoad('mfe_jobs', {
    entry: 'http://localhost:3002/releases/20260115-101500-3f2a1bc4/remoteEntry.js',
    state: 'loaded',
    ms: 312.4,
  });
  // The map remote registers its own React as it starts.
  const registered = {
    scope: 'default',
    pkgName: 'react',
    shared: reactFromMap,
    registeredShared: reactFromMap,
    origin: { name: 'mfe_map' },
  };
  (shareProvidersPlugin().afterRegisterShare as unknown as (args: typeof registered) => void)(registered);
});

const rowOf = (table: string, name: string) =>
  within(screen.getByRole('table', { name: table })).getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ModuleHealthSection', () => {
  it("shows each remote's release, build time, origin, contract and how its load went in this tab", async () => {
    render(
      <AppProviders>
        <ModuleHealthSection />
      </AppProviders>,
    );
    const jobs = rowOf('Remotes', 'Jobs (mfe_jobs)');
    expect(await within(jobs).findByText(`${portalContract}, requires ^${portalContract}`)).toBeInTheDocument();
    expect(cellsOf(jobs)).toEqual([
      '20260115-101500-3f2a1bc4',
      '15 Jan 2026, 10:15',
      'http://localhost:3002',
      `${portalContract}, requires ^${portalContract}`,
      'Loaded in 312 ms',
    ]);
    expect(cellsOf(rowOf('Remotes', 'Fleet (mfe_fleet)'))).toEqual([
      'Configured URL',
      '—',
      'http://localhost:3003',
      'None declared Mismatch',
      'Not loaded in this tab',
    ]);
  });

  it('shows a contract mismatch and a library provided twice, not only in the console', async () => {
    render(
      <AppProviders>
        <ModuleHealthSection />
      </AppProviders>,
    );
    expect(
      await screen.findByText(
        `Live Map (mfe_map) was built for shared-contracts ^99.0.0; this portal provides ${portalContract}, so it is not started.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('react is shared in 2 versions (19.3.1 by host_shell; 19.2.0 by mfe_map): a page could run two copies of it.'),
    ).toBeInTheDocument();
    expect(cellsOf(rowOf('Shared libraries', 'react'))).toEqual([
      '19.3.1, 19.2.0',
      'host_shell, mfe_map',
      '1 of 1',
      'host_shell, mfe_jobs',
    ]);
    expect(cellsOf(rowOf('Shared libraries', '@mui/material'))).toEqual(['9.5.0', 'host_shell', '1 of 2', 'mfe_jobs']);
    expect(within(rowOf('Shared libraries', 'react')).getByText('Duplicate')).toBeInTheDocument();
  });
});
