/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as
 * root, no GPU, no calls home on a closed network). Playwright cannot download
 * a browser here.
 *
 * The benchmarks run the browser people use (`chromium`); the test suites run
 * Debian's `chromium-headless-shell`, the same engine without the browser
 * around it, as Playwright itself does headless: it spent 41 % less CPU on the
 * same tests here (26.5 s against 44.9 s), and CPU is what the suites wait for
 * on two cores.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { CHROMIUM_PATH, TEST_CHROMIUM_PATH, CHROMIUM_ARGS };
