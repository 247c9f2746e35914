import { expect, test } from '@playwright/test';

import { navigateInApp, openSignedIn } from './session';

const PHONE = { width: 375, height: 740 };
/** The list's title within the first one and a half screens. */
const TITLE_TOP_LIMIT = 1.5 * PHONE.height;

/** Every page whose figures sit above a list, the list's title, and the page's figures. */
const PAGES = [
  { path: '/admin/dashboard', figures: 'Key figures', title: /^Live Jobs/ },
  { path: '/admin/jobs', figures: 'Job figures', title: /^All Jobs \(\d+\)$/ },
  { path: '/admin/vehicles', figures: 'Fleet figures', title: /^Fleet Status \(\d+ vehicles\)$/ },
  { path: '/admin/drivers', figures: 'Driver figures', title: /^All Drivers \(\d+\)$/ },
  { path: '/admin/clients', figures: 'Client figures', title: /^All Clients \(\d+\)$/ },
  { path: '/admin/invoices', figures: 'Invoice figures', title: /^All Invoices \(\d+\)$/ },
  { path: '/admin/warehouses', figures: 'Warehouse figures', title: /^Storage Facilities \(\d+\)$/ },
  { path: '/admin/alerts', figures: 'Alert figures', title: /^Alerts \(\d+\)$/ },
] as const;

test.describe('On a phone (375 × 740) the figures are compact and the list follows within 1.5 screens', () => {
  test.use({ viewport: PHONE });

  // Four pages to a test: the first loaded, the others opened in the running app as its links open them.
  for (const pages of [PAGES.slice(0, 4), PAGES.slice(4)]) {
    test(pages.map(({ path }) => path).join(', '), async ({ page }) => {
      for (const [index, { path, figures, title }] of pages.entries()) {
        await test.step(path, async () => {
          await (index === 0 ? openSignedIn(page, path) : navigateInApp(page, path));
          const heading = page.getByRole('heading', { level: 2, name: title });
          await expect(heading).toBeVisible();
          const cards = page.getByRole('list', { name: figures }).getByRole('listitem');
          const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
          // Two to a row: side by side, each within half the screen.
          expect(second.y).toBe(first.y);
          expect(first.x + first.width).toBeLessThanOrEqual(second.x);
          expect(second.width).toBeLessThanOrEqual(PHONE.width / 2);
          const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
          expect(top).toBeLessThanOrEqual(TITLE_TOP_LIMIT);
        });
      }
    });
  }
});
