/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as
 * root, no GPU, no calls home on a closed network). Playwright cannot download
 * a browser here. Used by the Playwright config and the benchmarks alike.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
