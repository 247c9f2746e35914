import { expect, type Page, test } from '@playwright/test';

import entryVersions from '../../shared-contracts/entryVersions.json';
import { packageOf, recordScripts } from './downloadedModules';
import { openSignedIn } from './session';
import { PROBE_LIST_NEXT_MAJOR_ORIGIN, PROBE_NEXT_MAJOR_ORIGIN, PROBE_ORIGIN, PROBE_V2_ORIGIN, useTestConfig } from './testConfig';

const FINANCE = 'mfe_finance';
/** The `contract` entry's major: the first entry the probe uses, so the first a build against every next major fails on. */
const major = Number(entryVersions.contract.split('.')[0]);
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The federation runtime's code is in every container today; the libraries must never be. */
const isLibraryCode = (moduleName: string) =>
  !packageOf(moduleName).startsWith('@module-federation') && !moduleName.startsWith('.federation');

test.describe('A remote deployed alone', () => {
  test('its next release, put in config.json, brings a new screen with a MUI component nothing else imports, and one copy of everything', async ({
    page,
  }) => {
    const deploy = await useTestConfig(page, { [FINANCE]: `${PROBE_ORIGIN}/remoteEntry.js` });
    await openSignedIn(page, '/admin/reports/rating');
    // Release 1 has no such screen: its own routes answer with the portal's 404.
    await expect(page.getByText('Oops! Page not found')).toBeVisible();

    deploy({ [FINANCE]: `${PROBE_V2_ORIGIN}/remoteEntry.js` });
    const scripts = recordScripts(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Probe remote v2' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await page.getByRole('radio', { name: '4 Stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Rated 5 of 5')).toBeVisible();

    // The Rating component came from the host, which provides every MUI entry point; the remote
    // shipped none of MUI, and no library or component arrived twice.
    expect(scripts.modulesOf('@mui/material')).toContain('@mui/material/Rating/Rating.mjs');
    for (const library of ['react', 'react-dom', '@mui/material', '@mui/system', '@mui/utils', '@emotion/react', 'shared-contracts']) {
      expect(scripts.originsOf(library), library).toEqual(['http://localhost:3000']);
    }
    expect(scripts.modulesDownloadedTwice().filter(isLibraryCode)).toEqual([]);
    // The rest of the portal is unchanged.
    await sidebar(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Jobs Management' })).toBeVisible();
  });

  test('built against an incompatible contract, it is not started: its area names both versions, everything else works', async ({
    page,
  }) => {
    await useTestConfig(page, { [FINANCE]: `${PROBE_NEXT_MAJOR_ORIGIN}/remoteEntry.js` });
    const probeScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(PROBE_NEXT_MAJOR_ORIGIN) && request.resourceType() === 'script')
        probeScripts.push(new URL(request.url()).pathname);
    });
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByText('Finance is unavailable')).toBeVisible();
    await expect(
      page.getByText(
        `built for shared-contracts/contract ^${major + 1}.0.0, but this portal provides shared-contracts/contract ${entryVersions.contract}`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toHaveCount(0);
    // Its code never ran: of its files only the entry was read, never a chunk of its modules or of its shared fallbacks.
    expect([...new Set(probeScripts)]).toEqual(['/remoteEntry.js']);

    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    // An area not loaded before still starts, with the host's shared modules.
    await sidebar(page)
      .getByRole('link', { name: /^Vehicles/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Fleet Management' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByPlaceholder('Type a command or search...')).toBeVisible();
  });

  test('built after a breaking change to an entry it does not use (shared-contracts/ui/list), it starts', async ({ page }) => {
    await useTestConfig(page, { [FINANCE]: `${PROBE_LIST_NEXT_MAJOR_ORIGIN}/remoteEntry.js` });
    const declared = await (await page.request.get(`${PROBE_LIST_NEXT_MAJOR_ORIGIN}/federation-contract.json`)).json();
    // It declares the entries it uses, and ui/list is not one of them.
    expect(Object.keys(declared.entries)).toEqual(['contract', 'data', 'ui']);
    await openSignedIn(page, '/admin/reports');
    await expect(page.getByRole('heading', { name: 'Probe remote' })).toBeVisible();
    await expect(page.getByText('Finance is unavailable')).toHaveCount(0);
  });
});
