import { defineConfig } from '@playwright/test';

import ports from '../tooling/ports.json';
import base, { reporters } from './playwright.config';

const ORIGIN = `http://localhost:${ports.apps['host-shell'] + ports.e2eOnApi.appsPlus}`;

/**
 * The portal on its API over a real (Debian) PostgreSQL (tooling/scripts/portalOnApi.mjs, host on 3200). One
 * worker: some tests stop or restart the API's process, and the sign-in limit counts every sign-in of the run.
 */
export default defineConfig({
  ...base,
  testDir: './api-tests',
  globalSetup: './api-tests/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  projects: undefined,
  reporter: reporters('api'),
  use: { ...base.use, baseURL: ORIGIN },
  webServer: {
    command: 'node ../tooling/scripts/portalOnApi.mjs',
    url: `${ORIGIN}/config.json`,
    reuseExistingServer: false,
    // A new PostgreSQL, migrations and today's sample data before the API answers.
    timeout: 180_000,
    // It stops the API and PostgreSQL (and removes its files) itself.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
