/**
 * Production build of every app in one process (webpack's MultiCompiler), with
 * webpack's persistent cache so a second build is fast but never stale.
 * `--with-fixtures` also builds the e2e test remotes; `--only name,name` builds some.
 */
import { createRequire } from 'node:module';
import { fixtureApps, productApps, ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const webpack = require(require.resolve('webpack', { paths: [`${ROOT}/tooling`] }));

export async function buildApps(apps) {
  const configs = apps.map((app) => require(`${app.dir}/webpack.config.cjs`)({}, { mode: 'production' }));
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    webpack(configs, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const info = stats.toJson({ all: false, errors: true, warnings: true, timings: true });
  for (const child of info.children) {
    for (const warning of child.warnings ?? []) console.warn(`[${child.name}] warning: ${warning.message}`);
    for (const error of child.errors ?? []) console.error(`[${child.name}] ${error.message}`);
  }
  if (stats.hasErrors()) throw new Error(`Build failed after ${seconds} s`);
  console.log(`Built ${apps.map((app) => app.name).join(', ')} in ${seconds} s`);
  return Number(seconds);
}

export function selectApps(argv) {
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
  const apps = [...productApps(), ...(argv.includes('--with-fixtures') ? fixtureApps() : [])];
  return only ? apps.filter((app) => only.includes(app.name)) : apps;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps(selectApps(process.argv.slice(2))).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
