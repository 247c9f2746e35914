import { fillHostname } from '../config/portalConfig';
import { preloadRouteRemote } from './preloadRouteRemote';

const ENTRY = 'http://{hostname}:3002/remoteEntry.js';
const configAnswer = (remotes: Record<string, string>) => Promise.resolve(new Response(JSON.stringify({ remotes, login: {} }), { status: 200 }));
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadRouteRemote', () => {
  it("preloads the area's remote entry as a script, with {hostname} filled, and leaves config.json readable for the host", async () => {
    const configRequest = configAnswer({ mfe_jobs: ENTRY });
    await preloadRouteRemote({ configRequest, signedIn: true, remote: 'mfe_jobs', fillHostname, document });
    expect(preloads().map((link) => [link.as, link.href])).toEqual([['script', 'http://localhost:3002/remoteEntry.js']]);
    const config = await (await configRequest)!.json();
    expect(config.remotes.mfe_jobs).toBe(ENTRY);
  });

  it.each([
    ['signed out (the page shows the login)', { signedIn: false, remote: 'mfe_jobs' }],
    ['a page the host draws', { signedIn: true, remote: null }],
    ['an area config.json does not name', { signedIn: true, remote: 'mfe_fleet' }],
  ])('preloads nothing when %s', async (_case, { signedIn, remote }) => {
    await preloadRouteRemote({ configRequest: configAnswer({ mfe_jobs: ENTRY }), signedIn, remote, fillHostname, document });
    expect(preloads()).toEqual([]);
  });

  it.each([
    ['config.json failed', Promise.resolve(null)],
    ['config.json is missing', Promise.resolve(new Response('Not found', { status: 404 }))],
    ['config.json is not JSON', Promise.resolve(new Response('<html>', { status: 200 }))],
    ['no early request', undefined],
  ])('preloads nothing, and does not throw, when %s', async (_case, configRequest) => {
    await expect(preloadRouteRemote({ configRequest, signedIn: true, remote: 'mfe_jobs', fillHostname, document })).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
