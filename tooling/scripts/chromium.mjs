/** Makes sure Debian's Chromium is there for Playwright, installing it where this machine can. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const { CHROMIUM_PATH } = createRequire(import.meta.url)('../chromium.cjs');

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    console.log('Chromium is missing: installing Debian\'s chromium package...');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    } catch {
      // Reported below.
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package with ` +
        '`sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
