/**
 * `node tooling/scripts/csp.mjs <host folder> [--config <config.json>]`: prints the nginx snippet that
 * sends the portal's Content-Security-Policy (deploy/nginx/zorvex-static.conf includes it as
 * snippets/zorvex-csp.conf), from the deployed config.json and the inline scripts of the host's pages.
 * Run it again, and reload nginx, after editing config.json or prerendering the public pages.
 *
 * @example node tooling/scripts/csp.mjs /srv/zorvex/host-shell > /etc/nginx/snippets/zorvex-csp.conf && nginx -s reload
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { nginxPolicySnippet } = require('../serving/contentSecurityPolicy.cjs');

const [hostDir] = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--config');
const configAt = process.argv.indexOf('--config');
if (!hostDir) {
  console.error('Usage: node tooling/scripts/csp.mjs <host folder> [--config <config.json>]');
  process.exit(1);
}
try {
  const configFile = configAt > 0 ? process.argv[configAt + 1] : path.join(hostDir, 'config.json');
  process.stdout.write(await nginxPolicySnippet({ config: JSON.parse(await readFile(configFile, 'utf8')), hostDir }));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
