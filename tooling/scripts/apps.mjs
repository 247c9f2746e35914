/** The apps of the workspace and the ports they are served on. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The port of each app and e2e fixture (also read by the e2e tests): see tooling/ports.json. */
const { apps: PORTS, fixtures: FIXTURE_PORTS } = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8'));

function existing(entries, base) {
  return Object.entries(entries)
    .map(([name, port]) => ({ name, port, dir: path.join(base, name) }))
    .filter((app) => existsSync(path.join(app.dir, 'webpack.config.cjs')));
}

export function productApps() {
  return existing(PORTS, ROOT);
}

export function fixtureApps() {
  return existing(FIXTURE_PORTS, path.join(ROOT, 'e2e/fixtures'));
}

/**
 * config.json's remote URLs with each port moved by `offset`, for a deployment of the same builds on other ports
 * (nginx.mjs's +1000, the e2e run on the API's +200).
 *
 * @example remotesOnPortsPlus({ mfe_jobs: 'http://{hostname}:3002/remoteEntry.js' }, 1000) // { mfe_jobs: 'http://{hostname}:4002/remoteEntry.js' }
 */
export function remotesOnPortsPlus(remotes, offset) {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [name, url.replace(/:(\d+)\//, (_match, port) => `:${Number(port) + offset}/`)]),
  );
}
