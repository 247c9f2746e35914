/**
 * Serves every app's production build from one process, each on its own port (host on 3000), with
 * sirv: the brotli or gzip file the build wrote when the browser accepts it, a public path's static
 * page, the shell page for admin paths, the static 404 page with status 404 for any other path, CORS for the remotes, no-cache on the files that name other files and on
 * pages, immutable caching on hashed files. deploy/nginx/ ships the same rules for nginx.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fixtureApps, productApps, ROOT } from './apps.mjs';
import { NOT_FOUND_PAGE, SHELL_PAGE } from './prerender.mjs';

const require = createRequire(import.meta.url);
const sirv = require(require.resolve('sirv', { paths: [`${ROOT}/tooling`] }));

/** Files that name other files (or are edited per deployment): always revalidated. */
const NO_CACHE = new Set(['index.html', 'config.json', 'remoteEntry.js', 'federation-contract.json']);
/** Hashed by the build, so a changed file always has a new name. */
const HASHED = /\.(js|css|svg|png|woff2)$/;

function cacheControl(pathname) {
  const file = pathname.split('/').pop();
  if (!NO_CACHE.has(file) && HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const serveFiles = (dir) =>
  sirv(path.join(dir, 'dist'), {
    // Looks files up per request, so a rebuilt or redeployed app is served without a restart.
    dev: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(response, pathname) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Cache-Control', cacheControl(pathname));
    },
  });

const ADMIN_PATH = /^\/admin(\/|$)/;
const FILE_PATH = /\/[^/]+\.[^/]+$/;

/** sirv always answers 200; the public 404 page is sent with its own status. */
function withStatus(response, status) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (code, ...rest) => writeHead(code === 200 ? status : code, ...rest);
  return response;
}

/**
 * A URL with no file of its own. A missing file is a 404. An admin path gets the host's shell page;
 * any other path is a public page that does not exist: the static 404 page, with status 404. An app
 * with neither page (a build without static pages) answers every page URL with its index.html.
 */
function serveBuild(dir) {
  const files = serveFiles(dir);
  const send = (file, request, response, otherwise) => {
    request.url = `/${file}`;
    files(request, response, otherwise);
  };
  return (request, response) =>
    files(request, response, () => {
      const { pathname } = new URL(request.url, 'http://localhost');
      const notFound = () => withStatus(response, 404).end();
      const appPage = () => send(SHELL_PAGE, request, response, () => send('index.html', request, response, notFound));
      if (FILE_PATH.test(pathname)) return notFound();
      if (ADMIN_PATH.test(pathname) || !existsSync(path.join(dir, 'dist', NOT_FOUND_PAGE))) return appPage();
      send(NOT_FOUND_PAGE, request, withStatus(response, 404), notFound);
    });
}

/** Sends a request on to the API and its answer back (the portal and its API on one origin: no CORS, cookies first-party). */
function proxyTo(origin) {
  return (request, response) => {
    const target = new URL(request.url, origin);
    const forwarded = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host, 'x-forwarded-for': request.socket.remoteAddress, 'x-forwarded-proto': 'http' } },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'unavailable', message: 'The API is not answering' }));
    });
    request.pipe(forwarded);
  };
}

/** The host's config.json with the API as its provider (what a deployment on the API edits in). */
function apiConfig(dir, url) {
  const config = JSON.parse(readFileSync(path.join(dir, 'dist/config.json'), 'utf8'));
  // The API checks the password itself: the browser's hash has no business there.
  delete config.login;
  return JSON.stringify({ ...config, provider: { kind: 'http', url } });
}

/** The host on the API: /api/* goes to it, and config.json names it as the provider. */
function withApi(dir, handler, origin) {
  const toApi = proxyTo(origin);
  return (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api' || pathname.startsWith('/api/')) return toApi(request, response);
    if (pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      return response.end(apiConfig(dir, '/api'));
    }
    return handler(request, response);
  };
}

/** `api`: the API's origin; the host then proxies /api to it and names it in config.json. */
export function serveApps(apps, { host = '0.0.0.0', api } = {}) {
  const servers = apps.map((app) => {
    const files = serveBuild(app.dir);
    const server = http.createServer(api && app.name === 'host-shell' ? withApi(app.dir, files, api) : files);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(app.port, host, () => resolve(server));
    });
  });
  return Promise.all(servers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apps = [...productApps(), ...(process.argv.includes('--with-fixtures') ? fixtureApps() : [])];
  serveApps(apps).then(
    () => {
      for (const app of apps) console.log(`  ${app.name.padEnd(16)} http://localhost:${app.port}/`);
      console.log('\nOpen http://localhost:3000 (Ctrl+C stops the servers)');
    },
    (error) => {
      console.error(`Could not start the servers: ${error.message}`);
      process.exit(1);
    },
  );
}
