import { fetchCurrentReleases } from './releaseRegistry';
import { refreshReleases, remoteEntry, remoteEntryOf, remoteEntrySources, setRemoteEntrySources } from './remoteEntries';

jest.mock('./releaseRegistry', () => ({ ...jest.requireActual('./releaseRegistry'), fetchCurrentReleases: jest.fn() }));
const fetchReleases = fetchCurrentReleases as jest.MockedFunction<typeof fetchCurrentReleases>;

const configured = { mfe_jobs: 'http://localhost:3002/remoteEntry.js', mfe_map: 'http://localhost:3006/remoteEntry.js' };
const preview = { remote: 'mfe_jobs', entry: 'http://localhost:3096/remoteEntry.js', expiresAt: Date.now() + 60_000 };

describe('remoteEntryOf', () => {
  it("is this browser's preview, else the current release, else the configured URL", () => {
    const sources = { configured, releases: { mfe_jobs: 'r2', mfe_map: 'm1' }, preview };
    expect(remoteEntryOf('mfe_jobs', sources)).toBe('http://localhost:3096/remoteEntry.js');
    expect(remoteEntryOf('mfe_map', sources)).toBe('http://localhost:3006/releases/m1/remoteEntry.js');
    expect(remoteEntryOf('mfe_map', { ...sources, releases: {} })).toBe('http://localhost:3006/remoteEntry.js');
  });

  it('is none for a remote config.json does not name, even with a release or a preview for it', () => {
    expect(
      remoteEntryOf('mfe_fleet', { configured, releases: { mfe_fleet: 'f1' }, preview: { ...preview, remote: 'mfe_fleet' } }),
    ).toBeUndefined();
  });
});

describe('refreshReleases', () => {
  it("takes the registry's new current releases, and keeps the ones it knew when the registry cannot be read", async () => {
    setRemoteEntrySources({ configured, releases: { mfe_jobs: 'r1' }, preview: null });
    fetchReleases
      .mockResolvedValueOnce({ releases: { mfe_jobs: 'r2' } })
      .mockRejectedValueOnce(new Error('releases.json could not be read (HTTP 502)'));
    await refreshReleases();
    expect(remoteEntry('mfe_jobs')).toBe('http://localhost:3002/releases/r2/remoteEntry.js');
    await refreshReleases();
    expect(remoteEntry('mfe_jobs')).toBe('http://localhost:3002/releases/r2/remoteEntry.js');
    expect(remoteEntrySources().registryProblem).toBe('releases.json could not be read (HTTP 502)');
  });
});
