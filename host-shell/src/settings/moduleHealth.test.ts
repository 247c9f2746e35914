import { remoteHealthOf, sharedLibrariesOf } from './moduleHealth';

/** Which container's copy each test entry is. */
const byWhom = (shared: object) => (shared as { by: string }).by;

describe('sharedLibrariesOf', () => {
  it('groups entry points by library, with the container that provided each version and what this tab loaded', () => {
    const libraries = sharedLibrariesOf(
      {
        'react-dom/client': { '19.3.1': { by: 'host_shell', loaded: true, useIn: ['host_shell'] } },
        'react-dom': { '19.3.1': { by: 'host_shell', loaded: true, useIn: ['host_shell', 'mfe_jobs'] } },
        '@mui/material/Button': { '9.5.0': { by: 'host_shell', loaded: true, useIn: ['mfe_jobs'] } },
        '@mui/material/Rating': { '9.5.0': { by: 'host_shell' } },
      },
      byWhom,
    );
    expect(libraries).toEqual([
      {
        name: '@mui/material',
        versions: [{ version: '9.5.0', providedBy: ['host_shell'] }],
        entryPoints: 2,
        loaded: 1,
        usedBy: ['mfe_jobs'],
        duplicate: false,
      },
      {
        name: 'react-dom',
        versions: [{ version: '19.3.1', providedBy: ['host_shell'] }],
        entryPoints: 2,
        loaded: 2,
        usedBy: ['host_shell', 'mfe_jobs'],
        duplicate: false,
      },
    ]);
  });

  it('marks a library registered in two versions as a duplicate, not one whose entry points come from different containers', () => {
    const [react, icons] = sharedLibrariesOf(
      {
        react: { '19.3.1': { by: 'host_shell' }, '19.2.0': { by: 'mfe_jobs' } },
        '@mui/icons-material/Add': { '9.5.0': { by: 'host_shell' } },
        '@mui/icons-material/TaskAlt': { '9.5.0': { by: 'mfe_jobs' } },
      },
      byWhom,
    ).sort((a, b) => b.name.localeCompare(a.name));
    expect(react).toMatchObject({
      name: 'react',
      duplicate: true,
      versions: [
        { version: '19.3.1', providedBy: ['host_shell'] },
        { version: '19.2.0', providedBy: ['mfe_jobs'] },
      ],
    });
    expect(icons).toMatchObject({
      name: '@mui/icons-material',
      duplicate: false,
      versions: [{ version: '9.5.0', providedBy: ['host_shell', 'mfe_jobs'] }],
    });
  });

  it("does not mark a library whose entry points each have a version of their own (shared-contracts' entries)", () => {
    const [contracts] = sharedLibrariesOf(
      {
        'shared-contracts/contract': { '5.0.0': { by: 'host_shell' } },
        'shared-contracts/ui/list': { '5.1.0': { by: 'host_shell' } },
      },
      byWhom,
    );
    expect(contracts).toMatchObject({
      name: 'shared-contracts',
      duplicate: false,
      versions: [
        { version: '5.0.0', providedBy: ['host_shell'] },
        { version: '5.1.0', providedBy: ['host_shell'] },
      ],
    });
  });
});

describe('remoteHealthOf', () => {
  const sources = { configured: {}, releases: { mfe_jobs: 'r2' }, preview: null };
  const entry = 'http://localhost:3002/releases/r2/remoteEntry.js';
  const portal = { version: '3.1.0', entries: { contract: '3.1.0', 'ui/list': '4.0.0' } };

  it('names the release, the origin and whether the portal satisfies the contract the remote was built against', () => {
    const contract = { builtWith: '3.1.0', requires: '^3.1.0', builtAt: '2026-01-15T10:15:00.000Z' };
    expect(remoteHealthOf('mfe_jobs', entry, { sources, contract, load: undefined, portalContract: portal })).toEqual({
      remote: 'mfe_jobs',
      entry,
      origin: 'http://localhost:3002',
      release: 'r2',
      contract,
      mismatch: undefined,
      load: undefined,
    });
    expect(
      remoteHealthOf('mfe_jobs', entry, {
        sources,
        contract: { ...contract, requires: '^4.0.0' },
        load: undefined,
        portalContract: portal,
      }).mismatch,
    ).toMatchObject({ requires: '^4.0.0', provided: '3.1.0', contractName: 'shared-contracts' });
  });

  it('checks the entries a remote says it uses, and names the one the portal does not satisfy', () => {
    const entries = { contract: { builtWith: '3.0.0', requires: '^3.0.0' }, 'ui/list': { builtWith: '3.0.0', requires: '^3.0.0' } };
    const contract = { builtWith: '3.0.0', requires: '^3.0.0', entries };
    expect(remoteHealthOf('mfe_jobs', entry, { sources, contract, load: undefined, portalContract: portal }).mismatch).toMatchObject({
      contractName: 'shared-contracts/ui/list',
      requires: '^3.0.0',
      provided: '4.0.0',
    });
    const withoutList = { ...contract, entries: { contract: entries.contract } };
    expect(
      remoteHealthOf('mfe_jobs', entry, { sources, contract: withoutList, load: undefined, portalContract: portal }).mismatch,
    ).toBeUndefined();
  });

  it('counts a remote that declares no contract as a mismatch, and one being read as not yet known', () => {
    expect(remoteHealthOf('mfe_jobs', entry, { sources, contract: null, load: undefined, portalContract: portal }).mismatch).toMatchObject({
      requires: 'an undeclared range',
    });
    expect(
      remoteHealthOf('mfe_jobs', entry, { sources, contract: undefined, load: undefined, portalContract: portal }).mismatch,
    ).toBeUndefined();
  });

  it("says 'preview' for the remote this browser previews", () => {
    const previewing = { ...sources, preview: { remote: 'mfe_jobs', entry: 'http://localhost:3096/remoteEntry.js', expiresAt: 0 } };
    expect(
      remoteHealthOf('mfe_jobs', 'http://localhost:3096/remoteEntry.js', {
        sources: previewing,
        contract: undefined,
        load: undefined,
        portalContract: portal,
      }),
    ).toMatchObject({
      release: 'preview',
      origin: 'http://localhost:3096',
    });
  });
});
