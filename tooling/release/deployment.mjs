/**
 * Where a deployment keeps each app, for `pnpm release` and `pnpm rollback`: by default the local
 * builds (each app's dist/, as `pnpm start` and `pnpm serve` serve them); with `--to <dir>`, a
 * deployment laid out as deploy/nginx/zorvex.conf serves it (`<dir>/<app>/`, e.g. /srv/zorvex).
 * `--registry <file>` keeps the registry elsewhere than beside the host's config.json.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { productApps } from '../scripts/apps.mjs';

const require = createRequire(import.meta.url);
const { registryFileIn } = require('./registry.cjs');
const { RELEASES_FOLDER } = require('./publish.cjs');

const HOST = 'host-shell';

/** `--name value` or `--name=value` from argv. */
function option(argv, name) {
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return argv[at].includes('=') ? argv[at].slice(name.length + 3) : argv[at + 1];
}

/** The remote `argv` names, and where its releases and the registry are. Throws a usage message. */
export function deploymentOf(argv, usage) {
  const name = argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.match(/^--[a-z]+$/));
  const apps = productApps();
  const app = apps.find((candidate) => candidate.name === name && candidate.name !== HOST);
  if (!app)
    throw new Error(
      `${usage}\nRemotes: ${apps
        .filter((candidate) => candidate.name !== HOST)
        .map((candidate) => candidate.name)
        .join(', ')}`,
    );
  const to = option(argv, 'to');
  const servedFolder = (appName) =>
    to ? path.resolve(to, appName) : path.join(apps.find((candidate) => candidate.name === appName).dir, 'dist');
  return {
    app,
    /** The remote's federation name, as config.json and the registry know it. */
    remote: require(`${app.dir}/webpack.config.cjs`)({}, { mode: 'production' }).name,
    releasesDir: path.join(servedFolder(app.name), RELEASES_FOLDER),
    registry: path.resolve(option(argv, 'registry') ?? registryFileIn(servedFolder(HOST))),
    option: (optionName) => option(argv, optionName),
  };
}
