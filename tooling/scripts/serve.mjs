/**
 * Serves every app's production build from one process, each on its own port (host on 3000), with
 * sirv: the brotli or gzip file the build wrote when the browser accepts it, index.html for page
 * URLs (SPA fallback), CORS for the remotes, no-cache on the files that name other files and on
 * pages, immutable caching on hashed files. deploy/nginx/ ships the same rules for nginx.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fixtureApps, productApps, ROOT } from './apps.mjs';

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

const serveBuild = (dir) =>
  sirv(path.join(dir, 'dist'), {
    // Looks files up per request, so a rebuilt or redeployed app is served without a restart.
    dev: true,
    single: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(response, pathname) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Cache-Control', cacheControl(pathname));
    },
  });

export function serveApps(apps, { host = '0.0.0.0' } = {}) {
  const servers = apps.map((app) => {
    const server = http.createServer(serveBuild(app.dir));
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
