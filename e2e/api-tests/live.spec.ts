import { type Browser, expect, request, test } from '@playwright/test';

import ports from '../../tooling/ports.json';
import { signedInState } from './apiProcess';

/** Two people signed in, each in a browser of their own (their own cookies and event stream). */
async function twoPeople(browser: Browser) {
  const contexts = await Promise.all([
    browser.newContext({ storageState: signedInState() }),
    browser.newContext({ storageState: signedInState() }),
  ]);
  const [mine, theirs] = await Promise.all(contexts.map((context) => context.newPage()));
  return { mine, theirs, close: () => Promise.all(contexts.map((context) => context.close())) };
}

test("another person's save shows on my open page without a reload", async ({ browser }) => {
  const { mine, theirs, close } = await twoPeople(browser);
  try {
    await mine.goto('/admin/clients/CLI-005');
    await expect(mine.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mine.getByText('0161 496 0555')).toHaveCount(0);

    await theirs.goto('/admin/clients/CLI-005/edit');
    await expect(theirs.getByLabel(/^Phone/)).not.toHaveValue('');
    await theirs.getByLabel(/^Phone/).fill('0161 496 0555');
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(theirs.getByText('Client Updated Successfully')).toBeVisible();

    await expect(mine.getByText('0161 496 0555').first()).toBeVisible();
  } finally {
    await close();
  }
});

test('an edit form open on a record someone saves says who and which fields differ; Use theirs and Keep mine, then the save stands', async ({
  browser,
}) => {
  const { mine, theirs, close } = await twoPeople(browser);
  try {
    await mine.goto('/admin/clients/CLI-006/edit');
    await expect(mine.getByLabel(/^Phone/)).not.toHaveValue('');
    await mine.getByLabel('Notes', { exact: true }).fill('Mine: loading bay at the back');
    await mine.getByLabel(/^Email/).fill('mine@carrow-interiors.co.uk');

    await theirs.goto('/admin/clients/CLI-006/edit');
    await expect(theirs.getByLabel(/^Phone/)).not.toHaveValue('');
    await theirs.getByLabel(/^Phone/).fill('0113 496 0666');
    await theirs.getByLabel(/^Email/).fill('theirs@carrow-interiors.co.uk');
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(theirs.getByText('Client Updated Successfully')).toBeVisible();

    const notice = mine.getByRole('alert').filter({ hasText: /saved this record at \d\d:\d\d/ });
    await expect(notice).toContainText('Administrator saved this record at');
    await expect(notice).toContainText('“0113 496 0666”');
    await expect(notice).toContainText('theirs “theirs@carrow-interiors.co.uk”, yours “mine@carrow-interiors.co.uk”');
    // What was typed is still there until a choice is made.
    await expect(mine.getByLabel(/^Email/)).toHaveValue('mine@carrow-interiors.co.uk');
    await mine.getByRole('button', { name: /^Use theirs: Phone/ }).click();
    await expect(mine.getByLabel(/^Phone/)).toHaveValue('0113 496 0666');
    await mine.getByRole('button', { name: /^Keep mine: Email/ }).click();
    await expect(notice).toHaveCount(0);

    await mine.getByRole('button', { name: 'Save Changes' }).click();
    await expect(mine.getByText('Client Updated Successfully')).toBeVisible();
    const stored = await (await mine.request.get('/api/clients/CLI-006')).json();
    expect([stored.phone, stored.email, stored.notes]).toEqual([
      '0113 496 0666',
      'mine@carrow-interiors.co.uk',
      'Mine: loading bay at the back',
    ]);
  } finally {
    await close();
  }
});

test('a write through one API process reaches a browser whose event stream another holds', async ({ browser }) => {
  // This browser's stream is held by the API process behind the portal's origin; the write goes to the second process
  // of the same deployment (nginx sends /api to both), with the same session.
  const secondProcess = await request.newContext({
    baseURL: `http://localhost:${ports.e2eOnApi.secondApi}`,
    storageState: signedInState(),
  });
  try {
    const context = await browser.newContext({ storageState: signedInState() });
    const mine = await context.newPage();
    await mine.goto('/admin/clients/CLI-007');
    await expect(mine.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mine.getByText('0117 496 0777')).toHaveCount(0);

    const saved = await secondProcess.patch('/api/clients/CLI-007', { headers: { 'If-Match': '*' }, data: { phone: '0117 496 0777' } });
    expect(saved.status()).toBe(200);

    await expect(mine.getByText('0117 496 0777').first()).toBeVisible();
    await context.close();
  } finally {
    await secondProcess.dispose();
  }
});
