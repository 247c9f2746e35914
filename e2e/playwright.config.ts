import path from 'node:path';

import { defineConfig, type ReporterDescription } from '@playwright/test';

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../tooling/chromium.cjs';

/**
 * Where `pnpm test` collects every runner's results for its time report (tooling/scripts/testTimes.mjs), one file per suite.
 *
 * @example reporters('sample') // [['list'], ['json', { outputFile: '/tmp/…/playwright-sample.json' }]] when set
 */
export function reporters(suite: string): ReporterDescription[] {
  const dir = process.env.ZORVEX_TEST_TIMES_DIR;
  return dir ? [['list'], ['json', { outputFile: path.join(dir, `playwright-${suite}.json`) }]] : [['list']];
}

/** The production builds served as `pnpm start` serves them (and the test-only remotes). */
const NODE_SERVER = 'http://localhost:3000';
/** The same builds through nginx with deploy/nginx's rules (tooling/scripts/nginx.mjs: ports + 1000). */
const NGINX_SERVER = 'http://localhost:4000';
/** What nginx serves differently from the Node server is checked through it; the UI suite runs once, on the Node server. */
const THROUGH_NGINX = /(serving|served-through-nginx|csp)\.spec\.ts$/;
const NGINX_ONLY = /(served-through-nginx|csp)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's whole budget, not an assertion's wait (expect's 10 s below): the axe tests scan a page twice with every
  // rule, light and dark, and on 2 busy cores took 25-30 s; one CI run went over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters('sample'),
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'node', testIgnore: NGINX_ONLY, use: { baseURL: NODE_SERVER } },
    { name: 'nginx', testMatch: THROUGH_NGINX, use: { baseURL: NGINX_SERVER } },
  ],
  webServer: [
    {
      command: 'node ../tooling/scripts/serve.mjs --with-fixtures',
      url: `${NODE_SERVER}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node ../tooling/scripts/nginx.mjs',
      url: `${NGINX_SERVER}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
