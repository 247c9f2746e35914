import { AUTH_FLAG_KEY } from '../auth/authFlagKey';
import { pagePreview } from './pagePreview';

const remotes = { mfe_jobs: 'http://localhost:3002/remoteEntry.js' };
const previewOrigins = ['http://localhost:3096'];
const kept = { remote: 'mfe_jobs', entry: 'http://localhost:3096/remoteEntry.js', expiresAt: Date.now() + 3_600_000 };
const previewCookie = `zorvex-preview=${encodeURIComponent(JSON.stringify(kept))}`;
const onTheApi = { remotes, previewOrigins, provider: { kind: 'http' as const, url: 'https://api.example.com/api' } };
const onSampleData = { remotes, previewOrigins, provider: { kind: 'sample' as const } };

afterEach(() => localStorage.clear());

describe('pagePreview', () => {
  it("with the API, runs the kept preview when the API's session is open, asking the API once", async () => {
    const sessionOpen = jest.fn().mockResolvedValue(true);
    await expect(pagePreview(onTheApi, { cookie: previewCookie, sessionOpen })).resolves.toEqual(kept);
    expect(sessionOpen).toHaveBeenCalledTimes(1);
    expect(sessionOpen).toHaveBeenCalledWith('https://api.example.com/api');
  });

  it("with the API, runs none without the API's session, whatever local storage says", async () => {
    localStorage.setItem(AUTH_FLAG_KEY, 'true');
    await expect(pagePreview(onTheApi, { cookie: previewCookie, sessionOpen: () => Promise.resolve(false) })).resolves.toBeNull();
  });

  it('with the API, does not ask the API when this browser keeps no preview', async () => {
    const sessionOpen = jest.fn().mockResolvedValue(true);
    await expect(pagePreview(onTheApi, { cookie: 'sidebar:state=true', sessionOpen })).resolves.toBeNull();
    expect(sessionOpen).not.toHaveBeenCalled();
  });

  it("with the sample data, follows the browser's sign-in", async () => {
    const sessionOpen = jest.fn();
    await expect(pagePreview(onSampleData, { cookie: previewCookie, sessionOpen })).resolves.toBeNull();
    localStorage.setItem(AUTH_FLAG_KEY, 'true');
    await expect(pagePreview(onSampleData, { cookie: previewCookie, sessionOpen })).resolves.toEqual(kept);
    expect(sessionOpen).not.toHaveBeenCalled();
  });
});
