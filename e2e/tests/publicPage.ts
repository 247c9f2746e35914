import { expect, type Page } from '@playwright/test';

/**
 * The static copy of a public page sent with its HTML (tooling/scripts/prerender.mjs); the live page
 * removes it once whole (mfe-public/src/prerender/staticPage.ts).
 */
export const STATIC_PAGE = '#static-page';

/** The live page has replaced the static one. */
export const livePageShown = (page: Page) => expect(page.locator(STATIC_PAGE)).toHaveCount(0, { timeout: 20_000 });

/**
 * Opens a public page and waits until the live page, which the static page loads by itself once it has
 * painted, has replaced its static copy: the static copy's controls that need JavaScript (menu,
 * carousel) do nothing until then.
 */
export async function openPublicPage(page: Page, path: string) {
  const response = await page.goto(path);
  await livePageShown(page);
  return response;
}
