import { expect, type Page } from '@playwright/test';

/**
 * The static copy of a public page sent with its HTML (tooling/scripts/prerender.mjs); the live page
 * removes it once whole (mfe-public/src/prerender/staticPage.ts).
 */
export const STATIC_PAGE = '#static-page';

/**
 * The visitor's first reach for a static page, which starts the app (mfe-public's startOnIntent): a
 * key press that moves nothing.
 */
export const reachForPage = (page: Page) => page.keyboard.press('Shift');

/**
 * Opens a public page, reaches for it, and waits until the live page has replaced its static copy:
 * the static copy's controls that need JavaScript (menu, carousel) do nothing until then.
 */
export async function openPublicPage(page: Page, path: string) {
  const response = await page.goto(path);
  await reachForPage(page);
  await expect(page.locator(STATIC_PAGE)).toHaveCount(0);
  return response;
}
