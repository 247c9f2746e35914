import { type APIRequestContext, expect, type Response, test } from '@playwright/test';

import { livePageShown } from './publicPage';
import { BUILDS, testDeployment } from './releases';
import { openSignedIn } from './session';

// Runs against both servers (projects "node" and "nginx"): the same rules, shipped twice.

/** The host's hashed main script, as the admin pages' HTML names it (the public pages run the host's build for them, in /site/). */
async function mainScript(request: APIRequestContext) {
  const html = await (await request.get('/admin/login')).text();
  return /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)![1];
}

/** The jobs remote's origin, from the host's config.json, as the browser reads it. */
async function jobsOrigin(request: APIRequestContext, baseURL: string) {
  const config = await (await request.get('/config.json')).json();
  return new URL(config.remotes.mfe_jobs.replace('{hostname}', new URL(baseURL).hostname)).origin;
}

test('the server is the one this project names', async ({ request }, testInfo) => {
  const server = (await request.get('/config.json')).headers().server ?? '';
  if (testInfo.project.name === 'nginx') expect(server).toMatch(/^nginx/);
  else expect(server).not.toMatch(/nginx/);
});

test('scripts go out as the brotli or gzip file the build wrote, or as they are', async ({ request }) => {
  const script = await mainScript(request);
  const brotli = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().vary).toMatch(/Accept-Encoding/i);
  const gzip = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
});

test('hashed files are cached for a year; files that name others, config.json and pages are revalidated', async ({ request, baseURL }) => {
  const immutable = 'public, max-age=31536000, immutable';
  expect((await request.get(await mainScript(request))).headers()['cache-control']).toBe(immutable);
  for (const path of ['/', '/index.html', '/config.json', '/admin/jobs', '/fine-art']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
  const jobs = await jobsOrigin(request, baseURL!);
  for (const file of ['remoteEntry.js', 'federation-contract.json']) {
    expect((await request.get(`${jobs}/${file}`)).headers()['cache-control'], file).toBe('no-cache');
  }
});

test('an admin page asks for its start-up chunks while it is parsed, and the app uses those very responses', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto('/admin/login');
  const preloaded = [...(await response!.text()).matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g)].map(([, href]) => href);
  expect(preloaded).toHaveLength(2);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  for (const file of preloaded)
    expect(
      requested.filter((path) => path === file),
      file,
    ).toHaveLength(1);
});

/** V8's compile hint (Chrome 136+): compile every function of the script as it downloads, not each on its first call. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a page's HTML names: its entry script and the start-up chunks it preloads. */
const scriptsNamedBy = (html: string) =>
  [...html.matchAll(/<script[^>]* src="([^"]+)"|<link rel="preload" as="script"[^>]* href="([^"]+)"/g)].map(([, src, href]) => src ?? href);

test("a host page's start-up scripts, and only those, ask the browser to compile them whole as they download", async ({
  page,
  baseURL,
}) => {
  for (const { path, shown } of [
    { path: '/', shown: () => livePageShown(page) },
    { path: '/admin/login', shown: () => expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible() },
  ]) {
    // Which host scripts the page ran, from their responses; their text is read from the server afterwards, since a
    // response's body in the browser may be gone once the page has moved on.
    const ran = new Set<string>();
    const onResponse = (response: Response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseURL!).origin && response.request().resourceType() === 'script') ran.add(url.pathname);
    };
    page.on('response', onResponse);
    const named = scriptsNamedBy(await (await page.goto(path))!.text());
    await shown();
    page.off('response', onResponse);
    const startsWithHint = async (file: string) => (await (await page.request.get(file)).text()).startsWith(COMPILE_HINT);
    expect(named.length, path).toBeGreaterThan(2);
    for (const file of named) {
      expect(ran.has(file), `${path}: ${file} ran`).toBe(true);
      expect(await startsWithHint(file), `${path}: ${file}`).toBe(true);
    }
    const others = [...ran].filter((file) => !named.includes(file));
    // The live public page also runs host chunks the public site's own code asks for (its page layout's MUI components).
    if (path === '/') expect(others.length).toBeGreaterThan(0);
    for (const file of others) expect(await startsWithHint(file), `${path}: ${file}`).toBe(false);
  }
});

test("a signed-in admin page asks for its area's remote entry while it is parsed, and the app uses that response", async ({
  page,
  baseURL,
}) => {
  const entry = `${await jobsOrigin(page.request, baseURL!)}/remoteEntry.js`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openSignedIn(page, '/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs Management' })).toBeVisible();
  expect(requested.filter((url) => url === entry)).toHaveLength(1);
  // Asked for by the page's preload link, not by the host's script loader once it had run.
  const initiator = await page.evaluate(
    (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.initiatorType,
    entry,
  );
  expect(initiator).toBe('link');
});

test('signed out, an area page asks for no remote entry: it shows the login', async ({ page, baseURL }) => {
  const entry = `${await jobsOrigin(page.request, baseURL!)}/remoteEntry.js`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url === entry)).toEqual([]);
});

test('config.json is sent as the environment edited it, never as a compressed copy from the build', async ({ request }) => {
  const config = await request.get('/config.json', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(config.headers()['content-encoding']).toBeUndefined();
  expect(Object.keys((await config.json()).remotes)).toContain('mfe_jobs');
});

test('page URLs get the app, a missing file is a 404, and remotes allow any origin', async ({ request, baseURL }) => {
  const page = await request.get('/admin/jobs/JOB-2026-0001/edit');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  expect(await page.text()).not.toContain('static-page');
  expect((await request.get('/no-such-file.js')).status()).toBe(404);
  const entry = await request.get(`${await jobsOrigin(request, baseURL!)}/remoteEntry.js`, { headers: { Origin: baseURL! } });
  expect(entry.status()).toBe(200);
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
});

test('a public path gets its static page, compressed; any other public path the static 404 page with status 404', async ({ request }) => {
  for (const path of ['/fine-art', '/fine-art/']) {
    const fineArt = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(fineArt.status(), path).toBe(200);
    expect(fineArt.headers()['content-encoding'], path).toBe('br');
    expect(await fineArt.text(), path).toMatch(/<h1[^>]*>Fine Art &amp; Antiques Handling and Transport<\/h1>/);
  }
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<h1[^>]*>Specialist Logistics, Handled with Care<\/h1>/);
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  expect(await missing.text()).toContain('Oops! Page not found');
});

test('a deployment without a release registry serves an empty one, revalidated; a release folder is cached for a year, its remote entry too', async ({
  request,
  baseURL,
}, testInfo) => {
  const registry = await request.get('/releases.json');
  expect(registry.status()).toBe(200);
  expect(await registry.json()).toEqual({ remotes: {} });
  expect(registry.headers()['cache-control']).toBe('no-cache');

  const deployment = testDeployment(testInfo);
  try {
    const id = await deployment.release(BUILDS.jobs, 'cached');
    const jobs = await jobsOrigin(request, baseURL!);
    for (const file of ['remoteEntry.js', 'federation-contract.json']) {
      const response = await request.get(`${jobs}/releases/${id}/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    }
  } finally {
    deployment.remove();
  }
});

test('every page is sent with a strict policy: scripts from the portal and its remotes only, no eval, no inline script but its own, no framing', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/fine-art');
  const header = response.headers()['content-security-policy'];
  const policy = Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  const config = await (await request.get('/config.json')).json();
  const hostname = new URL(baseURL!).hostname;
  const allowed = [...Object.values<string>(config.remotes), ...(config.previewOrigins ?? [])].map(
    (url) => new URL(url.replace('{hostname}', hostname)).origin,
  );
  expect(policy['script-src'].filter((source: string) => !source.startsWith("'sha256-")).sort()).toEqual(
    ["'self'", ...new Set(allowed)].sort(),
  );
  expect(policy['script-src'].filter((source: string) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  expect(policy['default-src']).toEqual(["'self'"]);
  const admin = await request.get('/admin/dashboard');
  expect(admin.headers()['content-security-policy']).toBe(header);
});
