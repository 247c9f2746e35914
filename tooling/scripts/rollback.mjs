/**
 * `pnpm rollback <remote> [--to <dir>] [--registry <file>]`: points the registry back at the
 * remote's release before its current one, as one atomic replace of releases.json. Open tabs and the
 * next page load take it; nothing is built or copied.
 */
import { createRequire } from 'node:module';

import { deploymentOf } from '../release/deployment.mjs';

const require = createRequire(import.meta.url);
const { updateRegistry, withPreviousRelease } = require('../release/registry.cjs');

const USAGE = 'Usage: pnpm rollback <remote> [--to <deployment dir>] [--registry <releases.json>]';

try {
  const { remote, registry } = deploymentOf(process.argv.slice(2), USAGE);
  const next = await updateRegistry(registry, (current) => withPreviousRelease(current, remote));
  console.log(`${remote} now serves release ${next.remotes[remote].current} again (registry: ${registry}).`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
