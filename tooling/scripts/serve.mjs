/**
 * Serves every app's production build from one process, each on its own port (host on 3000), with
 * sirv: the brotli or gzip file the build wrote when the browser accepts it, a public path's static
 * page, the shell page for admin paths, the static 404 page with status 404 for any other path, CORS for the remotes, no-cache on the files that name other files and on
 * pages, immutable caching on hashed files and on release folders, an empty release registry where
 * none was written yet, and the portal's Content-Security-Policy on every response.
 * deploy/nginx/ ships the same rules for nginx. `--with-fixtures` serves the e2e test deployment:
 * the test remotes too, on origins its config.json allows previews from. With an API (`pnpm start --api`) the host
 * forwards /api to it and its config.json names it as the provider.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

import { Agent, pipeline as proxyPipeline } from 'undici';

import { fixtureApps, productApps, ROOT } from './apps.mjs';
import { NOT_FOUND_PAGE, SHELL_PAGE } from './prerender.mjs';

const require = createRequire(import.meta.url);
const sirv = require(require.resolve('sirv', { paths: [`${ROOT}/tooling`] }));
const { contentSecurityPolicy, hostPageScriptHashes } = require('../serving/contentSecurityPolicy.cjs');
const REGISTRY_FORMAT = require('../release/registryFormat.json');

/** Files that name other files (or are edited per deployment): always revalidated. */
const NO_CACHE = new Set(['index.html', 'config.json', REGISTRY_FORMAT.file, 'remoteEntry.js', 'federation-contract.json']);
/** Hashed by the build, so a changed file always has a new name. */
const HASHED = /\.(js|css|svg|png|woff2)$/;
/** A release folder (`pnpm release`) never changes: its remoteEntry.js neither. */
const RELEASE_FILE = new RegExp(`^/${REGISTRY_FORMAT.folder}/[^/]+/`);
/** What a deployment without a registry serves for it: no releases yet. */
const EMPTY_REGISTRY = '{"remotes":{}}\n';

function cacheControl(pathname) {
  const file = pathname.split('/').pop();
  if (RELEASE_FILE.test(pathname) || (!NO_CACHE.has(file) && HASHED.test(file))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const HOST = 'host-shell';

/** The deployment's config.json as the host serves it: the built file, with `overlay` (the test deployment's settings) on top. */
async function deployedConfig(overlay) {
  const built = await readFile(path.join(ROOT, HOST, 'dist/config.json'), 'utf8').then(JSON.parse, () => ({}));
  return { ...built, ...overlay };
}

/**
 * The Content-Security-Policy for a request's host name, from config.json and the inline scripts of
 * the pages as built, read again at most once a second (a new build or config.json needs no restart).
 */
function policies(overlay) {
  const known = new Map();
  return async (hostname) => {
    const cached = known.get(hostname);
    if (cached && Date.now() - cached.at < 1000) return cached.policy;
    const [config, scriptHashes] = await Promise.all([
      deployedConfig(overlay),
      hostPageScriptHashes(path.join(ROOT, HOST, 'dist')).catch(() => []),
    ]);
    const policy = contentSecurityPolicy({ config, hostname, scriptHashes });
    known.set(hostname, { policy, at: Date.now() });
    return policy;
  };
}

/**
 * The largest body the proxy passes on, as the API's own limit and nginx's client_max_body_size (deploy/nginx/zorvex-api.conf):
 * a larger one is refused here, before it is sent. The API would refuse it too, but it answers before it has read
 * it and closes the connection, which a proxy still sending it may see as a failure rather than the API's 413.
 */
const API_BODY_LIMIT = 64 * 1024;

/** Headers of one connection, never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/** Connections to the API: a refused or silent API is answered 502 within seconds, never left hanging. */
const apiAgent = new Agent({ connect: { timeout: 5_000 }, headersTimeout: 60_000, bodyTimeout: 60_000 });

function answerUnavailable(response) {
  if (response.headersSent) return response.destroy();
  response.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ error: 'unavailable', message: 'The API is not answering' }));
}

/**
 * Sends a request on to the API and its answer back (the portal and its API on one origin: no CORS, cookies
 * first-party), through undici's pipeline: the request's body streams to the API and the answer streams back, the
 * client's address is appended to X-Forwarded-For and the Host kept (the API checks a change's Origin against it). A
 * client gone before or during the answer ends both quietly; an API that is down or fails is answered 502 in JSON.
 */
function proxyTo(origin) {
  return (request, response) => {
    // Gone already (while the page's policy was read): nothing to ask the API, no connection to it left waiting.
    if (request.socket.destroyed || response.destroyed) return;
    if (Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT) {
      response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      response.end(JSON.stringify({ error: 'payload_too_large', message: 'Request body is too large' }));
      request.resume();
      return;
    }
    // Only the path and query travel: an absolute-form request line (GET http://elsewhere/api/…) names no other server.
    const { pathname, search } = new URL(request.url, 'http://localhost');
    const client = request.socket.remoteAddress;
    const forwardedFor = [request.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
    let toApi;
    try {
      toApi = proxyPipeline(
        `${origin}${pathname}${search}`,
        {
          method: request.method,
          dispatcher: apiAgent,
          headers: {
            ...withoutHopByHop(request.headers),
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
            'x-forwarded-proto': 'http',
          },
        },
        ({ statusCode, headers, body }) => {
          if (response.destroyed) throw new Error('The client has gone');
          response.writeHead(statusCode, withoutHopByHop(headers));
          return body;
        },
      );
    } catch {
      return answerUnavailable(response);
    }
    // A failure of the API (refused, reset, too slow) is answered while the client is there; a client gone ends the
    // call to the API, whose abort then lands here too.
    toApi.on('error', () => {
      if (!response.writableEnded && !request.socket.destroyed) answerUnavailable(response);
    });
    request.on('close', () => {
      if (!request.complete) toApi.destroy();
    });
    response.on('close', () => {
      if (!response.writableFinished) toApi.destroy();
    });
    request.pipe(toApi).pipe(response);
  };
}

const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

function sendJson(response, text) {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
  response.end(text);
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
function serveBuild(dir, { policyFor, overlay, api }) {
  const files = serveFiles(dir);
  const isHost = path.basename(dir) === HOST;
  const toApi = isHost && api ? proxyTo(api) : null;
  const send = (file, request, response, otherwise) => {
    request.url = `/${file}`;
    files(request, response, otherwise);
  };
  const serve = (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (toApi && isApiPath(pathname)) return toApi(request, response);
    if (isHost && pathname === '/config.json' && Object.keys(overlay).length > 0)
      return deployedConfig(overlay).then((config) => sendJson(response, JSON.stringify(config)));
    return files(request, response, () => {
      const notFound = () => withStatus(response, 404).end();
      if (isHost && pathname === `/${REGISTRY_FORMAT.file}`) return sendJson(response, EMPTY_REGISTRY);
      const appPage = () => send(SHELL_PAGE, request, response, () => send('index.html', request, response, notFound));
      if (FILE_PATH.test(pathname)) return notFound();
      if (ADMIN_PATH.test(pathname) || !existsSync(path.join(dir, 'dist', NOT_FOUND_PAGE))) return appPage();
      send(NOT_FOUND_PAGE, request, withStatus(response, 404), notFound);
    });
  };
  return async (request, response) => {
    let policy;
    try {
      policy = await policyFor(new URL(`http://${request.headers.host ?? 'localhost'}`).hostname);
    } catch (error) {
      // A config.json the policy cannot be made from (it says why): nothing is served without one.
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end(`No Content-Security-Policy: ${error.message}`);
    }
    response.setHeader('Content-Security-Policy', policy);
    serve(request, response);
  };
}

/**
 * `overlay`: settings a deployment adds to the built config.json (the test deployment's preview origins).
 * `api`: the API's origin; the host then forwards /api to it and its config.json names it as the provider
 * (the API checks the password itself: the browser's hash has no business there).
 */
export function serveApps(apps, { host = '0.0.0.0', overlay = {}, api } = {}) {
  const settings = api ? { ...overlay, provider: { kind: 'http', url: '/api' }, login: undefined } : overlay;
  const policyFor = policies(settings);
  const servers = apps.map((app) => {
    const server = http.createServer(serveBuild(app.dir, { policyFor, overlay: settings, api }));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(app.port, host, () => resolve(server));
    });
  });
  return Promise.all(servers);
}

/** The e2e test deployment allows previews from its test remotes' origins, which their tests load. */
const testDeployment = () => ({ previewOrigins: fixtureApps().map((app) => `http://{hostname}:${app.port}`) });

if (import.meta.url === `file://${process.argv[1]}`) {
  const withFixtures = process.argv.includes('--with-fixtures');
  const apps = [...productApps(), ...(withFixtures ? fixtureApps() : [])];
  serveApps(apps, { overlay: withFixtures ? testDeployment() : {} }).then(
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
