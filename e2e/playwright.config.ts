import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
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
