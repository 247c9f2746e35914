import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

/** e2e/fixtures/config.test.json: the remotes a test deployment adds to (or replaces in) config.json. */
const testConfig = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/config.test.json'), 'utf8')) as {
  remotes: Record<string, string>;
};

export const PROBE_ORIGIN = 'http://localhost:3099';
/** The probe's next release, the probe built against the next major of every entry, and of ui/list alone (see e2e/fixtures). */
export const PROBE_V2_ORIGIN = 'http://localhost:3098';
export const PROBE_NEXT_MAJOR_ORIGIN = 'http://localhost:3097';
export const PROBE_LIST_NEXT_MAJOR_ORIGIN = 'http://localhost:3094';

/**
 * Serves the host's config.json with the test remotes merged in, as an environment's own config would
 * be; `remotes` replaces URLs further (a new deployment edits only config.json), and a `null` URL
 * leaves that remote out. Returns a function that changes the URLs for the next load, as editing the
 * deployed file would.
 */
export async function useTestConfig(page: Page, remotes: Record<string, string | null> = {}) {
  let overrides = remotes;
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    const merged = Object.entries({ ...config.remotes, ...testConfig.remotes, ...overrides }).filter(([, url]) => url !== null);
    await route.fulfill({ response, json: { ...config, remotes: Object.fromEntries(merged) } });
  });
  return (next: Record<string, string | null>) => {
    overrides = next;
  };
}
