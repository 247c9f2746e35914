import { expect, test } from '@playwright/test';

import { openSignedIn } from './session';

test("on the sample data, a save in one tab shows in the browser's other tabs without a reload", async ({ page, context }) => {
  await openSignedIn(page, '/admin/clients/CLI-005');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('0161 496 0555')).toHaveCount(0);

  const other = await context.newPage();
  await other.goto('/admin/clients/CLI-005/edit');
  await expect(other.getByLabel(/^Phone/)).not.toHaveValue('');
  await other.getByLabel(/^Phone/).fill('0161 496 0555');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByText('Client Updated Successfully')).toBeVisible();

  await expect(page.getByText('0161 496 0555').first()).toBeVisible();
});
