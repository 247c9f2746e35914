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
