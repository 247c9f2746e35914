/** Debian's Chromium driven by Playwright (from the e2e package), for benchmarks. */
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';
import { ensureChromium } from './systemPackages.mjs';

const require = createRequire(`${ROOT}/e2e/package.json`);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../tooling/chromium.cjs');

export function launchChromium() {
  ensureChromium();
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
