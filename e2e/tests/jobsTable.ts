import type { Locator, Page } from '@playwright/test';

/** The rows of the jobs table that hold a job (not the header row). */
export const jobRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

/** The job id a row of the jobs table shows in its first cell. */
export async function jobIdOf(row: Locator): Promise<string> {
  const text = await row.getByRole('gridcell').first().textContent();
  const id = /JOB-\d{4}-\d{4}/.exec(text ?? '')?.[0];
  if (!id) throw new Error(`No job id in "${text}"`);
  return id;
}
