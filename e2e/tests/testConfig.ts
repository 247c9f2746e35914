import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** e2e/fixtures/config.test.json: the remotes a test deployment adds to (or replaces in) config.json. */
const testConfig = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/config.test.json'), 'utf8')) as {
  remotes: Record<string, string>;
};

export const PROBE_ORIGIN = 'http://localhost:3099';

/** Serves the host's config.json with the test remotes merged in, as an environment's own config would be. */
export async function useTestConfig(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, remotes: { ...config.remotes, ...testConfig.remotes } },
    });
  });
}
