import { currentReleasesOf, fetchCurrentReleases, releaseEntryUrl } from './releaseRegistry';

describe('currentReleasesOf', () => {
  it("names each remote's current release", () => {
    const raw = {
      remotes: { mfe_jobs: { current: '20260115-101500-3f2a1bc4', previous: ['r1'] }, mfe_map: { current: 'r7', previous: [] } },
    };
    expect(currentReleasesOf(raw)).toEqual({ releases: { mfe_jobs: '20260115-101500-3f2a1bc4', mfe_map: 'r7' } });
  });

  it('leaves out a remote whose current release is not a plain id, and says so', () => {
    const raw = { remotes: { mfe_jobs: { current: '../../evil', previous: [] }, mfe_map: { current: 'r7', previous: [] } } };
    expect(currentReleasesOf(raw)).toEqual({
      releases: { mfe_map: 'r7' },
      problem: 'releases.json names no usable current release for mfe_jobs',
    });
  });

  it('says when the file is not a registry', () => {
    expect(currentReleasesOf([1, 2])).toEqual({ releases: {}, problem: 'releases.json is not a registry: no "remotes"' });
  });
});

describe('releaseEntryUrl', () => {
  it("puts a release below the folder of the remote's configured URL", () => {
    expect(releaseEntryUrl('https://jobs.example.com/remoteEntry.js', 'r7')).toBe('https://jobs.example.com/releases/r7/remoteEntry.js');
    expect(releaseEntryUrl('https://cdn.example.com/zorvex/jobs/remoteEntry.js', 'r7')).toBe(
      'https://cdn.example.com/zorvex/jobs/releases/r7/remoteEntry.js',
    );
  });
});

describe('fetchCurrentReleases', () => {
  const registry = { remotes: { mfe_jobs: { current: 'r2', previous: ['r1'] } } };
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => new Response(JSON.stringify(registry), { status: 200 }));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    delete window.__zorvexReleases;
  });

  it('uses the request the page started, once; a later call (a tab that outlived a deploy) asks the server again', async () => {
    window.__zorvexReleases = Promise.resolve(new Response(JSON.stringify({ remotes: {} }), { status: 200 }));
    expect(await fetchCurrentReleases()).toEqual({ releases: {} });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await fetchCurrentReleases()).toEqual({ releases: { mfe_jobs: 'r2' } });
    expect(fetchMock).toHaveBeenCalledWith('/releases.json', { cache: 'no-store' });
  });

  it('reads no registry as no releases yet, and throws when one cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 })).mockResolvedValueOnce(new Response('', { status: 502 }));
    expect(await fetchCurrentReleases()).toEqual({ releases: {} });
    await expect(fetchCurrentReleases()).rejects.toThrow('releases.json could not be read (HTTP 502)');
  });
});
