/**
 * Makes sure the Debian packages the tests need are there, installing the missing ones where this
 * machine can (as root): Chromium for the benchmarks, its headless shell for Playwright, nginx with its brotli
 * module for the e2e run that serves the builds through nginx, and PostgreSQL for the API's tests and the e2e run on the API.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

import { postgresBin } from './postgres.mjs';

const { CHROMIUM_PATH, TEST_CHROMIUM_PATH } = createRequire(import.meta.url)('../chromium.cjs');
const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Each package and the file that shows it is installed. */
const CHROMIUM = [{ name: 'chromium', file: CHROMIUM_PATH }];
const HEADLESS_SHELL = [{ name: 'chromium-headless-shell', file: TEST_CHROMIUM_PATH }];
const NGINX = [
  { name: 'nginx-light', file: NGINX_PATH },
  { name: 'libnginx-mod-http-brotli-static', file: BROTLI_MODULE },
];

function ensure(packages) {
  const missing = packages.filter(({ file, installed = () => existsSync(file) }) => !installed());
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name).join(' ');
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${names}...`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, { stdio: 'inherit' });
    } catch {
      // Reported below.
    }
  }
  const stillMissing = missing.filter(({ file, installed = () => existsSync(file) }) => !installed());
  if (stillMissing.length > 0) {
    throw new Error(
      `Missing ${stillMissing.map(({ file }) => file).join(', ')}. Install Debian's packages with ` +
        `\`sudo apt-get install -y ${stillMissing.map(({ name }) => name).join(' ')}\`` +
        ' (CHROMIUM_PATH, TEST_CHROMIUM_PATH and NGINX_PATH point elsewhere).',
    );
  }
}

const POSTGRES = [{ name: 'postgresql', file: '/usr/lib/postgresql/<version>/bin/initdb', installed: () => postgresBin() !== undefined }];

/** Debian's PostgreSQL server (any version), for the API's tests and benchmark. */
export function ensurePostgres() {
  ensure(POSTGRES);
}

/** Chromium, for the benchmarks. */
export function ensureChromium() {
  ensure(CHROMIUM);
}

/** Chromium's headless shell, nginx with brotli and PostgreSQL (the portal on the API), for the e2e run. */
export function ensureE2ePackages() {
  ensure([...HEADLESS_SHELL, ...NGINX, ...POSTGRES]);
}
