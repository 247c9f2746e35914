import { ConfigError, parsePortalConfig } from './portalConfig';

const login = { email: 'a@b.co.uk', passwordSha256: 'ABC' };

describe('parsePortalConfig', () => {
  it('fills {hostname} in remote URLs and lower-cases the hash', () => {
    const config = parsePortalConfig(
      { remotes: { mfe_jobs: 'http://{hostname}:3002/remoteEntry.js' }, login },
      '192.168.1.20',
    );
    expect(config.remotes.mfe_jobs).toBe('http://192.168.1.20:3002/remoteEntry.js');
    expect(config.login.passwordSha256).toBe('abc');
  });

  it('accepts a config with no remotes', () => {
    expect(parsePortalConfig({ login }, 'localhost').remotes).toEqual({});
  });

  it.each([
    ['not an object', 42],
    ['no login', { remotes: {} }],
    ['a remote without URL', { remotes: { mfe_jobs: '' }, login }],
  ])('rejects %s', (_label, raw) => {
    expect(() => parsePortalConfig(raw, 'localhost')).toThrow(ConfigError);
  });
});
