/** Debian's Chromium driven by Playwright (from the e2e package), for benchmarks. */
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';
import { CHROMIUM_PATH, ensureChromium } from './chromium.mjs';

const require = createRequire(`${ROOT}/e2e/package.json`);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium() {
  ensureChromium();
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
