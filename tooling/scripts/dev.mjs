/**
 * `pnpm dev [app…]`: development servers with reload for every app, or only the
 * named ones (e.g. `pnpm dev mfe-jobs`). A remote started alone runs standalone.
 */
import { createRequire } from 'node:module';

import { productApps, ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const fromTooling = (name) => require(require.resolve(name, { paths: [`${ROOT}/tooling`] }));
const webpack = fromTooling('webpack');
const WebpackDevServer = fromTooling('webpack-dev-server');

const wanted = process.argv.slice(2);
const apps = productApps().filter((app) => wanted.length === 0 || wanted.includes(app.name));
if (apps.length === 0) {
  console.error(
    `No app named ${wanted.join(', ')}. Apps: ${productApps()
      .map((app) => app.name)
      .join(', ')}`,
  );
  process.exit(1);
}

for (const app of apps) {
  const config = require(`${app.dir}/webpack.config.cjs`)({}, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  console.log(`  ${app.name.padEnd(16)} http://localhost:${app.port}/`);
}
