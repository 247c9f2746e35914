/**
 * Serves every app's production build from one process, each on its own port
 * (host on 3000), with serve-handler: SPA fallback, CORS for the remotes,
 * no-cache on the files that name other files, immutable caching on hashed ones.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fixtureApps, productApps, ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const handler = require(require.resolve('serve-handler', { paths: [`${ROOT}/tooling`] }));

const NO_CACHE = ['index.html', 'config.json', 'remoteEntry.js', 'mf-manifest.json'];

const serveOptions = (dir) => ({
  public: path.join(dir, 'dist'),
  rewrites: [{ source: '**', destination: '/index.html' }],
  cleanUrls: false,
  headers: [
    { source: '**/*', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] },
    { source: '**/*.@(js|css|svg|png|woff2)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ...NO_CACHE.map((file) => ({ source: `**/${file}`, headers: [{ key: 'Cache-Control', value: 'no-cache' }] })),
    // The SPA fallback answers every page URL with index.html.
    { source: '**/!(*.*)', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
  ],
});

export function serveApps(apps, { host = '0.0.0.0' } = {}) {
  const servers = apps.map((app) => {
    const options = serveOptions(app.dir);
    const server = http.createServer((request, response) => handler(request, response, options));
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
