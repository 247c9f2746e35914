import { activePreview, previewRefusal, startPreview, stopPreview } from './preview';

const config = {
  remotes: { mfe_jobs: 'http://localhost:3002/remoteEntry.js' },
  previewOrigins: ['http://localhost:3096', 'https://preview.example.com'],
};
const NOW = Date.UTC(2026, 0, 15, 10, 0);
const cookieOf = (value: object) => `sidebar:state=true; zorvex-preview=${encodeURIComponent(JSON.stringify(value))}`;
const preview = { remote: 'mfe_jobs', entry: 'http://localhost:3096/remoteEntry.js', expiresAt: NOW + 60_000 };

afterEach(() => stopPreview());

describe('previewRefusal', () => {
  it('lets an allow-listed origin stand in for a remote of this portal', () => {
    expect(previewRefusal('mfe_jobs', 'https://preview.example.com/jobs/pr-42/remoteEntry.js', config)).toBeNull();
  });

  it.each([
    [
      'an origin not on the list',
      'mfe_jobs',
      'http://127.0.0.1:3096/remoteEntry.js',
      "http://127.0.0.1:3096 is not on this portal's preview allow-list, so nothing is loaded from it.",
    ],
    ['another scheme', 'mfe_jobs', 'javascript:alert(1)', 'javascript:alert(1) is not a web address.'],
    [
      'a remote the portal does not have',
      'mfe_billing',
      'http://localhost:3096/remoteEntry.js',
      'mfe_billing is not a remote of this portal.',
    ],
    ['something that is not a web address', 'mfe_jobs', 'remoteEntry.js', 'remoteEntry.js is not a web address.'],
  ])('refuses %s, saying why', (_case, remote, entry, why) => {
    expect(previewRefusal(remote, entry, config)).toBe(why);
  });
});

describe('activePreview', () => {
  it('is the preview the cookie holds, for a signed-in admin, until it expires', () => {
    expect(activePreview(config, { signedIn: true, cookie: cookieOf(preview), now: NOW })).toEqual(preview);
    expect(activePreview(config, { signedIn: true, cookie: cookieOf(preview), now: NOW + 60_000 })).toBeNull();
  });

  it('is none when signed out, when the cookie is malformed, or when the allow-list no longer holds its origin', () => {
    expect(activePreview(config, { signedIn: false, cookie: cookieOf(preview), now: NOW })).toBeNull();
    expect(activePreview(config, { signedIn: true, cookie: 'zorvex-preview=%7Bnot-json', now: NOW })).toBeNull();
    expect(activePreview({ ...config, previewOrigins: [] }, { signedIn: true, cookie: cookieOf(preview), now: NOW })).toBeNull();
  });
});

describe('startPreview and stopPreview', () => {
  it('keep the preview in a session cookie that ends an hour later, and clear it', () => {
    const started = startPreview('mfe_jobs', 'http://localhost:3096/remoteEntry.js', config, NOW);
    expect(started).toEqual({ remote: 'mfe_jobs', entry: 'http://localhost:3096/remoteEntry.js', expiresAt: NOW + 60 * 60_000 });
    expect(activePreview(config, { signedIn: true, now: NOW + 59 * 60_000 })).toEqual(started);
    stopPreview();
    expect(activePreview(config, { signedIn: true, now: NOW })).toBeNull();
  });

  it('starts nothing for an origin not on the list', () => {
    expect(() => startPreview('mfe_jobs', 'http://127.0.0.1:3096/remoteEntry.js', config, NOW)).toThrow(
      'http://127.0.0.1:3096 is not on this portal',
    );
    expect(document.cookie).not.toContain('zorvex-preview');
  });
});
