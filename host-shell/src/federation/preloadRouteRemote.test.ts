import { preloadRouteRemote } from './preloadRouteRemote';

const ENTRY = 'http://{hostname}:3002/remoteEntry.js';
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const configAnswer = (remotes: Record<string, string>, previewOrigins: string[] = []) =>
  answer({ remotes, login: { email: 'a@b.co.uk', passwordSha256: 'ab' }, previewOrigins });
const preloads = () =>
  ([...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[]).map((link) => [link.as, link.href]);
const preview = (value: object) => `zorvex-preview=${encodeURIComponent(JSON.stringify(value))}`;

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  document.cookie = 'zorvex-preview=; Max-Age=0; Path=/';
});

describe('preloadRouteRemote', () => {
  it("preloads the area's remote entry as a script, with {hostname} filled, and leaves config.json readable for the host", async () => {
    const configRequest = configAnswer({ mfe_jobs: ENTRY });
    await preloadRouteRemote({
      configRequest,
      releasesRequest: undefined,
      signedIn: true,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    expect(preloads()).toEqual([['script', 'http://localhost:3002/remoteEntry.js']]);
    const config = await (await configRequest)!.json();
    expect(config.remotes.mfe_jobs).toBe(ENTRY);
  });

  it('preloads the current release the registry names, and leaves releases.json readable for the host', async () => {
    const releasesRequest = answer({ remotes: { mfe_jobs: { current: '20260115-101500-3f2a1bc4', previous: [] } } });
    await preloadRouteRemote({
      configRequest: configAnswer({ mfe_jobs: ENTRY }),
      releasesRequest,
      signedIn: true,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    expect(preloads()).toEqual([['script', 'http://localhost:3002/releases/20260115-101500-3f2a1bc4/remoteEntry.js']]);
    expect((await (await releasesRequest)!.json()).remotes.mfe_jobs.current).toBe('20260115-101500-3f2a1bc4');
  });

  it("preloads this browser's preview when its origin is on the allow-list, and the release when it is not", async () => {
    const releasesRequest = () => answer({ remotes: { mfe_jobs: { current: 'r2', previous: ['r1'] } } });
    document.cookie = preview({ remote: 'mfe_jobs', entry: 'http://localhost:3096/remoteEntry.js', expiresAt: Date.now() + 60_000 });
    await preloadRouteRemote({
      configRequest: configAnswer({ mfe_jobs: ENTRY }, ['http://{hostname}:3096']),
      releasesRequest: releasesRequest(),
      signedIn: true,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    await preloadRouteRemote({
      configRequest: configAnswer({ mfe_jobs: ENTRY }, ['http://localhost:3095']),
      releasesRequest: releasesRequest(),
      signedIn: true,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    expect(preloads()).toEqual([
      ['script', 'http://localhost:3096/remoteEntry.js'],
      ['script', 'http://localhost:3002/releases/r2/remoteEntry.js'],
    ]);
  });

  it("with the API, preloads the area's entry although this page cannot tell whether the API's session is open", async () => {
    const configRequest = answer({ remotes: { mfe_jobs: ENTRY }, provider: { kind: 'http', url: '/api' }, previewOrigins: [] });
    await preloadRouteRemote({
      configRequest,
      releasesRequest: undefined,
      signedIn: false,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    expect(preloads()).toEqual([['script', 'http://localhost:3002/remoteEntry.js']]);
  });

  it('on a public page, preloads the public remote for a visitor who is not signed in, at low priority', async () => {
    const configRequest = configAnswer({ mfe_public: 'http://{hostname}:3001/remoteEntry.js' });
    await preloadRouteRemote({
      configRequest,
      releasesRequest: undefined,
      signedIn: false,
      remote: 'mfe_public',
      publicPage: true,
      document,
    });
    expect(preloads()).toEqual([['script', 'http://localhost:3001/remoteEntry.js']]);
    expect(document.head.querySelector('link[rel="preload"]')!.getAttribute('fetchpriority')).toBe('low');
  });

  it.each([
    ['signed out (the page shows the login)', { signedIn: false, remote: 'mfe_jobs' }],
    ['a page the host draws', { signedIn: true, remote: null }],
    ['an area config.json does not name', { signedIn: true, remote: 'mfe_fleet' }],
  ])('preloads nothing when %s', async (_case, { signedIn, remote }) => {
    await preloadRouteRemote({
      configRequest: configAnswer({ mfe_jobs: ENTRY }),
      releasesRequest: undefined,
      signedIn,
      remote,
      publicPage: false,
      document,
    });
    expect(preloads()).toEqual([]);
  });

  it.each([
    ['config.json failed', Promise.resolve(null)],
    ['config.json is missing', Promise.resolve(new Response('Not found', { status: 404 }))],
    ['config.json is not JSON', Promise.resolve(new Response('<html>', { status: 200 }))],
    ['no early request', undefined],
  ])('preloads nothing, and does not throw, when %s', async (_case, configRequest) => {
    await expect(
      preloadRouteRemote({ configRequest, releasesRequest: undefined, signedIn: true, remote: 'mfe_jobs', publicPage: false, document }),
    ).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });

  it('preloads the configured entry when releases.json failed or is not a registry', async () => {
    await preloadRouteRemote({
      configRequest: configAnswer({ mfe_jobs: ENTRY }),
      releasesRequest: Promise.resolve(null),
      signedIn: true,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    await preloadRouteRemote({
      configRequest: configAnswer({ mfe_jobs: ENTRY }),
      releasesRequest: answer(['not', 'a', 'registry']),
      signedIn: true,
      remote: 'mfe_jobs',
      publicPage: false,
      document,
    });
    expect(preloads()).toEqual([
      ['script', 'http://localhost:3002/remoteEntry.js'],
      ['script', 'http://localhost:3002/remoteEntry.js'],
    ]);
  });
});
