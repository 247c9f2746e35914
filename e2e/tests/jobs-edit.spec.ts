import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, OPEN_MODAL, switchToDark } from './accessibility';
import { jobIdOf } from './jobsTable';
import { expectCloseToAskFirst, openSignedIn } from './session';

/** Opens the edit page of the list's first job from its Edit button; returns the id and client. */
async function editFirstJob(page: Page) {
  await openSignedIn(page, '/admin/jobs');
  return editFirstJobOfList(page);
}

/** From the jobs list on screen, opens the first job's edit page by its Edit button; returns the id. */
async function editFirstJobOfList(page: Page) {
  const row = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  const id = await jobIdOf(row);
  await row.getByRole('link', { name: `Edit ${id}` }).click();
  await expect(page).toHaveURL(`/admin/jobs/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  return id;
}

test.describe('Edit job (/admin/jobs/{jobId}/edit)', () => {
  test('no axe violations, in light and dark; the same validation as create; closing or reloading the tab with unsaved changes triggers the browser prompt', async ({
    page,
  }) => {
    await editFirstJob(page);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');

    // The dark theme stays: nothing below is about colour.
    await page.getByLabel(/^Pickup Address/).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page.getByText('Pickup Address is required')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);

    // Typed key by key: the browser prompts only for a page the user has interacted with, and key presses are
    // such interaction, as a programmatic fill is not. A frame later React has registered the prompt.
    await page.getByLabel('Special Instructions').clear();
    await page.getByLabel('Special Instructions').pressSequentially('Unsaved');
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expectCloseToAskFirst(page);
  });

  test("the browser's Back button asks too, keeps the form when told to, and goes back once the changes are discarded; leaving with unsaved changes asks first (Cancel and the back button); leaving untouched does not; the create form, filled in with the job, saves back to the store", async ({
    page,
  }) => {
    const id = await editFirstJob(page);
    await page.getByLabel('Special Instructions').fill('Changed my mind');
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`/admin/jobs/${id}/edit`);
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Special Instructions')).toHaveValue('Changed my mind');

    await page.goBack();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/jobs(\?.*)?$/);

    // From the list Back led to, the same job's edit page again.
    expect(await editFirstJobOfList(page)).toBe(id);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/admin/jobs/${id}`);

    await page.getByRole('link', { name: 'Edit Job' }).click();
    const original = await page.getByLabel(/^Delivery Address/).inputValue();
    await page.getByLabel('Special Instructions').fill('Changed my mind');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, OPEN_MODAL);
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`/admin/jobs/${id}/edit`);
    await expect(page.getByLabel('Special Instructions')).toHaveValue('Changed my mind');

    await page.getByRole('button', { name: 'Back to Job' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(`/admin/jobs/${id}`);
    await expect(page.getByRole('region', { name: 'Location & Schedule' })).toContainText(original);
    await expect(page.getByRole('region', { name: 'Additional Information' })).not.toContainText('Changed my mind');

    // From the job's page Discard led to, its edit page again.
    await page.getByRole('link', { name: 'Edit Job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Client/ })).not.toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Job Type/ })).not.toHaveText('');
    await expect(page.getByLabel(/^Pickup Address/)).not.toHaveValue('');
    await expect(page.getByLabel(/^Pickup Date/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByLabel(/^Delivery Address/).fill('Royal Albert Hall, Kensington Gore, London SW7 2AP');
    await page.getByRole('combobox', { name: 'Number of Porters' }).click();
    await page.getByRole('option', { name: '3' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Job Updated Successfully')).toBeVisible();
    await expect(page.getByText(`Job ${id} has been updated`)).toBeVisible();
    await expect(page).toHaveURL(`/admin/jobs/${id}`);
    await expect(page.getByRole('region', { name: 'Location & Schedule' })).toContainText(
      'Royal Albert Hall, Kensington Gore, London SW7 2AP',
    );
    await expect(page.getByRole('region', { name: 'Team & Vehicle' })).toContainText('3 porters');
  });

  test('an unknown job shows the not-found view', async ({ page }) => {
    await openSignedIn(page, '/admin/jobs/JOB-1999-0001/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');
  });
});
