/**
 * Production build of every app in one process (webpack's MultiCompiler), with
 * webpack's persistent cache so a second build is fast but never stale.
 * `--with-fixtures` also builds the e2e test remotes; `--only name,name` builds some.
 * `outputPath(app)` builds an app somewhere else than its dist/ (a release, tooling/scripts/release.mjs).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

import { fixtureApps, productApps, ROOT } from './apps.mjs';
import { prerenderPublicPages } from './prerender.mjs';

const require = createRequire(import.meta.url);
const webpack = require(require.resolve('webpack', { paths: [`${ROOT}/tooling`] }));
const STATIC_PAGES_CONFIG = 'static-pages.webpack.config.cjs';
const PUBLIC_PAGES_CONFIG = 'public-pages.webpack.config.cjs';

function appConfig(app, outputPath) {
  const config = require(`${app.dir}/webpack.config.cjs`)({}, { mode: 'production' });
  return outputPath ? { ...config, output: { ...config.output, path: outputPath(app) } } : config;
}

export async function buildApps(apps, { outputPath } = {}) {
  const configs = apps.flatMap((app) => [
    appConfig(app, outputPath),
    // An app whose pages are also rendered to static HTML builds its renderer for Node beside it.
    ...(existsSync(`${app.dir}/${STATIC_PAGES_CONFIG}`) ? [require(`${app.dir}/${STATIC_PAGES_CONFIG}`)()] : []),
    // The host builds the entry those static pages start as well (createConfig's `publicPages`).
    ...(existsSync(`${app.dir}/${PUBLIC_PAGES_CONFIG}`) ? [require(`${app.dir}/${PUBLIC_PAGES_CONFIG}`)({}, { mode: 'production' })] : []),
  ]);
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
  if (['host-shell', 'mfe-public'].every((name) => apps.some((app) => app.name === name))) {
    const pages = await prerenderPublicPages();
    console.log(`Prerendered ${pages.join(', ')}; ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

export function selectApps(argv) {
  const only = argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const apps = [...productApps(), ...(argv.includes('--with-fixtures') ? fixtureApps() : [])];
  return only ? apps.filter((app) => only.includes(app.name)) : apps;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps(selectApps(process.argv.slice(2))).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
