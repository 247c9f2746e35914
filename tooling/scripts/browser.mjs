/** Debian's Chromium driven by Playwright (from the e2e package), for benchmarks. */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { ROOT } from './apps.mjs';
import { ensureChromium } from './systemPackages.mjs';

const require = createRequire(`${ROOT}/e2e/package.json`);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../tooling/chromium.cjs');

export function launchChromium() {
  ensureChromium();
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * When the module at `moduleUrl` is the script node was asked to run (`node tooling/scripts/x.mjs [baseUrl]`),
 * runs `print` with a Chromium of its own and the base URL (the served build's unless given), then closes it.
 *
 * @example await whenRunAsScript(import.meta.url, printQuoteTaps);
 */
export async function whenRunAsScript(moduleUrl, print) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const browser = await launchChromium();
  try {
    await print(browser, process.argv[2] ?? 'http://localhost:3000');
  } finally {
    await browser.close();
  }
}
