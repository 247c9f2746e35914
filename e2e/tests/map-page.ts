import { expect, type Page } from '@playwright/test';

import { openSignedIn } from './session';

/** OpenStreetMap's tiles. This machine has no internet, so every map test answers them itself (no test needs a tile). */
export const OSM_TILES = 'https://tile.openstreetmap.org/**';

/**
 * Opens a live map page signed in, with the page clock installed (time runs until `pauseClock` from pageClock) and map tiles
 * failing at once, as offline; waits until the map has started.
 */
export async function openMap(page: Page, path: string) {
  await page.route(OSM_TILES, (route) => route.abort('internetdisconnected'));
  await page.clock.install();
  await openSignedIn(page, path);
  // The heaviest start of the portal (the map remote, OpenLayers, the fleet's simulation): on two busy cores it has
  // taken over 10 s, so its first sight gets the budget of a page load, not of an assertion.
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible({ timeout: 30_000 });
}

export const mapApplication = (page: Page) => page.getByRole('application', { name: 'Fleet map' });
export const controls = (page: Page) => page.getByRole('region', { name: 'Controls' });
export const listGrid = (page: Page, title: RegExp) => page.getByRole('grid', { name: title });

/** A figure on a KPI tile, read from the tile's value under its title. */
export async function kpi(page: Page, title: string) {
  const value = page
    .getByRole('region', { name: 'Fleet figures' })
    .getByText(title, { exact: true })
    .locator('xpath=following-sibling::*[1]');
  return Number((await value.textContent())!.replace(/,/g, ''));
}

/**
 * Selects the first vehicle a vehicle list shows for a search, from the keyboard only: from the search box, Tab
 * passes Export CSV, enters the grid on the first row's Vehicle cell, then its registration button; Enter selects.
 * Returns the registration. Stop the page's time first (`pauseClock`): while the fleet moves, a vehicle can leave
 * the search's rows, or another come first, between the key presses.
 */
export async function selectVehicleFromList(page: Page, list: RegExp, search: string) {
  const box = page.getByRole('region', { name: list }).getByRole('searchbox');
  await box.fill(search);
  const button = listGrid(page, list).getByRole('row').nth(1).getByRole('button').first();
  const registration = (await button.locator('span').first().textContent())!;
  await box.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return registration;
}
