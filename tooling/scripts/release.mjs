/**
 * `pnpm release <remote> [--to <dir>] [--dist <build>] [--id <id>] [--registry <file>]`: builds the
 * remote for production (or takes a build made before, `--dist`), publishes it as an immutable
 * release folder and points the registry at it, keeping the release it replaces one `pnpm rollback`
 * away. See the README's "Deploying one remote alone".
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

import { deploymentOf } from '../release/deployment.mjs';
import { buildApps } from './build.mjs';

const require = createRequire(import.meta.url);
const { publishRelease } = require('../release/publish.cjs');
const { updateRegistry, withRelease } = require('../release/registry.cjs');

const USAGE =
  'Usage: pnpm release <remote> [--to <deployment dir>] [--dist <production build>] [--id <release id>] [--registry <releases.json>]';

try {
  const { app, remote, releasesDir, registry, option } = deploymentOf(process.argv.slice(2), USAGE);
  const dist = option('dist');
  // A build for this release alone is made beside the releases, then renamed into place.
  const build = dist ? path.resolve(dist) : path.join(releasesDir, `.build-${process.pid}-${randomBytes(4).toString('hex')}`);
  if (!dist) await buildApps([app], { outputPath: () => build });
  const release = await publishRelease({ build, releasesDir, id: option('id'), move: !dist });
  if (release.remote !== remote) throw new Error(`${build} is a build of ${release.remote}, not of ${remote}`);
  const next = await updateRegistry(registry, (current) => withRelease(current, remote, release.id));
  const [previous] = next.remotes[remote].previous;
  console.log(
    `${remote} now serves release ${release.id} (built ${release.builtAt} against shared-contracts ${release.builtWith})${previous ? `; the one before, ${previous}, is one \`pnpm rollback ${app.name}\` away` : ''}.`,
  );
  console.log(`  files:    ${path.join(releasesDir, release.id)}`);
  console.log(`  registry: ${registry}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
