import { expect, type Page, test } from '@playwright/test';

import entryVersions from '../../shared-contracts/entryVersions.json';
import { openSignedIn } from './session';
import { PROBE_NEXT_MAJOR_ORIGIN, useTestConfig } from './testConfig';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const health = (page: Page) => page.getByRole('region', { name: 'Module Health' });
const row = (page: Page, table: string, name: string) =>
  health(page)
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

test("Admin > System shows each remote's release, build, origin, contract and load, and who provided each shared library", async ({
  page,
}) => {
  await openSignedIn(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await page.goto('/admin/settings?tab=system');

  const jobs = row(page, 'Remotes', 'Jobs (mfe_jobs)');
  // Each shared-contracts entry the jobs remote uses, with the range it requires.
  await expect(jobs).toContainText('Requires contract ^6.3.0');
  await expect(jobs).toContainText('ui/list ^5.3.0');
  await expect(jobs).toContainText('Configured URL');
  await expect(jobs).toContainText('http://localhost:3002');
  await expect(jobs).toContainText(/\d{2} \w{3} \d{4}, \d{2}:\d{2}/);
  // A page load starts the tab afresh: the dashboard's load was in the page before.
  await expect(jobs).toContainText('Not loaded in this tab');
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(row(page, 'Remotes', 'Jobs (mfe_jobs)')).toContainText(/Loaded in \d+ ms/);

  const react = row(page, 'Shared libraries', 'react ');
  await expect(react).toContainText('19.3.1');
  await expect(react).toContainText('host_shell');
  await expect(health(page).getByRole('alert')).toHaveCount(0);
});

test('a remote built against an incompatible contract is shown as a mismatch in Admin > System, not only in the console', async ({
  page,
}) => {
  await useTestConfig(page, { mfe_finance: `${PROBE_NEXT_MAJOR_ORIGIN}/remoteEntry.js` });
  await openSignedIn(page, '/admin/reports');
  await expect(page.getByText('Finance is unavailable')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('tab', { name: 'System' }).click();
  const major = Number(entryVersions.contract.split('.')[0]) + 1;
  await expect(health(page).getByRole('alert')).toHaveText(
    `Finance (mfe_finance) was built for shared-contracts/contract ^${major}.0.0; this portal provides ${entryVersions.contract}, so it is not started.`,
  );
  const finance = row(page, 'Remotes', 'Finance (mfe_finance)');
  await expect(finance).toContainText('Mismatch');
  await expect(finance).toContainText(
    `Failed: needs shared-contracts/contract ^${major}.0.0; this portal provides ${entryVersions.contract}`,
  );
});
