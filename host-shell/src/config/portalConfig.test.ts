import { fetchPortalConfig, parsePortalConfig } from './portalConfig';

const login = { email: 'a@b.co.uk', passwordSha256: 'ABC' };

describe('parsePortalConfig', () => {
  it('fills {hostname} in remote URLs and lower-cases the hash', () => {
    const config = parsePortalConfig({ remotes: { mfe_jobs: 'http://{hostname}:3002/remoteEntry.js' }, login }, '192.168.1.20');
    expect(config.remotes.mfe_jobs).toBe('http://192.168.1.20:3002/remoteEntry.js');
    expect(config.login!.passwordSha256).toBe('abc');
  });

  it('reads the API provider, filling {hostname} in its URL; the API needs no login in config.json', () => {
    const config = parsePortalConfig({ provider: { kind: 'http', url: 'http://{hostname}:3100/api' } }, '192.168.1.20');
    expect(config.provider).toEqual({ kind: 'http', url: 'http://192.168.1.20:3100/api' });
    expect(config.login).toBeUndefined();
    expect(parsePortalConfig({ login, provider: 'sample' }, 'localhost').provider).toEqual({ kind: 'sample' });
  });

  it('accepts a config with no remotes, and then no preview origins', () => {
    expect(parsePortalConfig({ login }, 'localhost')).toMatchObject({ remotes: {}, previewOrigins: [] });
  });

  it('reads the preview allow-list as origins, with {hostname} filled', () => {
    const config = parsePortalConfig({ login, previewOrigins: ['https://preview.example.com', 'http://{hostname}:3096/'] }, '192.168.1.20');
    expect(config.previewOrigins).toEqual(['https://preview.example.com', 'http://192.168.1.20:3096']);
  });

  it.each([
    ['not an object', 42],
    ['no login', { remotes: {} }],
    ['a remote without URL', { remotes: { mfe_jobs: '' }, login }],
    ['an API without URL', { provider: { kind: 'http' } }],
    ['a provider it does not know', { provider: 'graphql', login }],
    ['preview origins that are not a list', { login, previewOrigins: 'https://preview.example.com' }],
    ['a preview origin with a path', { login, previewOrigins: ['https://preview.example.com/jobs/remoteEntry.js'] }],
    ['a preview origin that is not a web address', { login, previewOrigins: ['preview.example.com'] }],
  ])('rejects %s', (_label, raw) => {
    expect(() => parsePortalConfig(raw, 'localhost')).toThrow(/^config\.json/);
  });
});

describe('fetchPortalConfig', () => {
  const served = { remotes: { mfe_jobs: 'http://{hostname}:3002/remoteEntry.js' }, login };
  const answer = () => new Response(JSON.stringify(served), { status: 200 });
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => answer());
    global.fetch = fetchMock;
  });
  afterEach(() => {
    delete window.__zorvexConfig;
  });

  it('uses the request index.html started, once; a later call asks the server again', async () => {
    window.__zorvexConfig = Promise.resolve(answer());
    expect((await fetchPortalConfig()).remotes.mfe_jobs).toBe('http://localhost:3002/remoteEntry.js');
    expect(fetchMock).not.toHaveBeenCalled();
    await fetchPortalConfig();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('asks the server itself when the early request failed or was never made', async () => {
    window.__zorvexConfig = Promise.resolve(null);
    await fetchPortalConfig();
    await fetchPortalConfig();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says which HTTP status the server gave', async () => {
    window.__zorvexConfig = Promise.resolve(new Response('', { status: 404 }));
    await expect(fetchPortalConfig()).rejects.toThrow('config.json could not be read (HTTP 404)');
  });
});
