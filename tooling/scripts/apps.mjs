/** The apps of the workspace and the ports they are served on. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PORTS = {
  'host-shell': 3000,
  'mfe-public': 3001,
  'mfe-jobs': 3002,
  'mfe-fleet': 3003,
  'mfe-people': 3004,
  'mfe-finance': 3005,
  'mfe-map': 3006,
};

/** Test-only remotes under e2e/fixtures, served beside the product for composition tests. */
export const FIXTURE_PORTS = { 'probe-remote': 3099 };

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
