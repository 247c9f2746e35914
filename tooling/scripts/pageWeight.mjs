/**
 * What a page downloads: every script response of one cold load, compressed here with gzip and
 * brotli at their highest levels, and matched with its app's dist/chunk-modules.json (written by the
 * production build) to find code that arrived in more than one response.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { ROOT } from './apps.mjs';

const PORTS = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8'));
const DIST_BY_PORT = new Map([
  ...Object.entries(PORTS.apps).map(([app, port]) => [String(port), { app, dist: path.join(ROOT, app, 'dist') }]),
  ...Object.entries(PORTS.fixtures).map(([app, port]) => [String(port), { app, dist: path.join(ROOT, 'e2e/fixtures', app, 'dist') }]),
]);

const tables = new Map();
function modulesOf(url) {
  const { port, pathname } = new URL(url);
  const known = DIST_BY_PORT.get(port);
  if (!known) return {};
  // Each build writes its table beside its files (the host's build for the public pages in dist/site/).
  const dir = path.join(known.dist, path.posix.dirname(pathname));
  if (!tables.has(dir)) {
    const file = path.join(dir, 'chunk-modules.json');
    tables.set(dir, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  }
  return tables.get(dir)[path.posix.basename(pathname)] ?? {};
}

export const appOfPort = (port) => DIST_BY_PORT.get(String(port))?.app ?? `port ${port}`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const gzip = (body) => gzipSync(body, { level: 9 }).length;
const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/* global window, document, MutationObserver -- in functions that run in the page */

/** In the page: the time the static copy of a public page is removed (the live page shows), as `window.livePageShownAt`. */
function recordLivePageShown() {
  new MutationObserver((_records, observer) => {
    if (document.readyState === 'loading' || document.getElementById('static-page')) return;
    window.livePageShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Loads `pagePath` in a fresh context (signed in when asked), waits for `ready`, then (unless `settle`
 * is false) for the network to settle, and returns what it downloaded. With `settle: false` on a public
 * page, only the scripts requested before its live page showed: the browser may fetch others before the
 * test sees the page ready.
 */
export async function measurePage(browser, { baseUrl = 'http://localhost:3000', path: pagePath, signedIn = false, ready, settle = true }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (signedIn) await context.addInitScript(() => localStorage.setItem('admin-authenticated', 'true'));
  const page = await context.newPage();
  if (!settle) await page.addInitScript(recordLivePageShown);
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(`${baseUrl}${pagePath}`);
  await ready(page);
  if (settle) await page.waitForLoadState('networkidle');
  const requestedBefore = settle
    ? null
    : await page.evaluate(() =>
        window.livePageShownAt === undefined
          ? null
          : performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime <= window.livePageShownAt)
              .map((entry) => entry.name),
      );
  const files = [];
  for (const response of responses.filter((candidate) => !requestedBefore || requestedBefore.includes(candidate.url()))) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const url = new URL(response.url());
    files.push({ url: response.url(), port: url.port, gzip: gzip(body), brotli: brotli(body), modules: modulesOf(response.url()) });
  }
  await context.close();

  const seen = new Set();
  const twice = new Map();
  for (const file of files) {
    for (const [name, size] of Object.entries(file.modules)) {
      if (seen.has(name)) twice.set(name, size);
      else seen.add(name);
    }
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  const byApp = {};
  for (const file of files) byApp[appOfPort(file.port)] = (byApp[appOfPort(file.port)] ?? 0) + file.gzip;
  return {
    files,
    scripts: files.length,
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    byApp,
    /** Modules whose code arrived in more than one response, with their size before minification. */
    downloadedTwice: [...twice.entries()],
  };
}
