import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The production builds, served exactly as `pnpm start` serves them, plus the test-only remote.
    command: 'node ../tooling/scripts/serve.mjs --with-fixtures',
    url: 'http://localhost:3000/config.json',
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
