import type { Page } from '@playwright/test';

/** The required fields of the Create New Job form; `client` is what is typed in the Client box (its first match is taken). */
export interface RequiredJobFields {
  client: string;
  jobType: string;
  pickupAddress: string;
  deliveryAddress: string;
  pickupDate: string;
}

/** Picks an option of a select by the select's label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Fills the Create New Job form's required fields as a person would; resolves to the client's name as its option read.
 *
 * @example const clientName = await fillRequiredJobFields(page, { client: 'Tate', jobType: 'Office Move', … });
 */
export async function fillRequiredJobFields(page: Page, job: RequiredJobFields): Promise<string> {
  const client = page.getByRole('combobox', { name: /^Client/ });
  await client.click();
  await client.fill(job.client);
  const option = page.getByRole('option').first();
  const clientName = (await option.textContent())!;
  await option.click();
  await choose(page, /^Job Type/, job.jobType);
  await page.getByLabel(/^Pickup Address/).fill(job.pickupAddress);
  await page.getByLabel(/^Delivery Address/).fill(job.deliveryAddress);
  await page.getByLabel(/^Pickup Date/).fill(job.pickupDate);
  return clientName;
}
