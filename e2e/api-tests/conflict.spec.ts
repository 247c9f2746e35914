import { expect, test } from '@playwright/test';

import { signedInState } from './apiProcess';

test('two people edit one client: the stale save is refused with "This record was changed", nothing typed lost', async ({ browser }) => {
  const [first, second] = await Promise.all([
    browser.newContext({ storageState: signedInState() }),
    browser.newContext({ storageState: signedInState() }),
  ]);
  try {
    const [mine, theirs] = await Promise.all([first.newPage(), second.newPage()]);
    for (const page of [mine, theirs]) {
      await page.goto('/admin/clients/CLI-004/edit');
      await expect(page.getByLabel(/^Phone/)).not.toHaveValue('');
    }

    await theirs.getByLabel(/^Phone/).fill('0161 496 0777');
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(theirs.getByText('Client Updated Successfully')).toBeVisible();

    await mine.getByLabel(/^Email/).fill('deliveries@stale-copy.co.uk');
    await mine.getByLabel('Notes', { exact: true }).fill('Typed on a copy read before the other save');
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    await expect(mine.getByText('This record was changed')).toBeVisible();
    await expect(
      mine.getByText('Someone else saved it while you were editing. Your changes are still here: reload it to see theirs.'),
    ).toBeVisible();
    await expect(mine).toHaveURL('/admin/clients/CLI-004/edit');
    await expect(mine.getByLabel(/^Email/)).toHaveValue('deliveries@stale-copy.co.uk');
    await expect(mine.getByLabel('Notes', { exact: true })).toHaveValue('Typed on a copy read before the other save');

    // Their save stands; the stale one changed nothing.
    const stored = await (await first.request.get('/api/clients/CLI-004')).json();
    expect(stored.phone).toBe('0161 496 0777');
    expect(stored.email).not.toBe('deliveries@stale-copy.co.uk');
    expect(stored.notes).not.toBe('Typed on a copy read before the other save');
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
