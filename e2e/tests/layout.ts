import { expect, type Page } from '@playwright/test';

/**
 * No horizontal page scroll at the current width. Polled: after a resize, grids and the map measure
 * themselves on the next frames.
 */
export async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'page width beyond the viewport (px)',
    })
    .toBeLessThanOrEqual(0);
}
