import { readFileSync } from 'node:fs';

import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** The rows of the page's data grid that hold records (not the header row). */
export const gridRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

/** A figure card above a list, by its title. */
export const figure = (page: Page, list: string, title: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** The number in a table heading such as "All Drivers (18)". */
export async function countIn(heading: Locator): Promise<number> {
  return Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
}

/** A downloaded file's text. */
export async function downloadedText(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

/** Opens the command palette and searches it. */
export async function searchPalette(page: Page, query: string) {
  await page.getByRole('navigation', { name: 'Admin' }).waitFor();
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Type a command or search...');
  await expect(input).toBeFocused();
  await input.fill(query);
}

/** The sidebar's Drivers link, with its badge count in its text ("Drivers18"). */
export const sidebarDrivers = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Drivers/ });
