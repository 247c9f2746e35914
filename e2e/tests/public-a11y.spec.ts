import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, OPEN_MODAL } from './accessibility';
import { expectNoHorizontalScroll } from './layout';
import { openPublicPage } from './publicPage';
import { navigateInApp } from './session';

const PUBLIC_PAGES = ['/', '/general-logistics', '/fine-art', '/event-staging', '/vehicle-transportation', '/privacy'];

async function openPage(page: Page, path: string) {
  await openPublicPage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const path of PUBLIC_PAGES) {
  test(`${path}: from local files only, no layout shift, no axe violations; at 320px no horizontal scrolling, one h1 and headings in order`, async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (protocol.startsWith('http') && hostname !== 'localhost') foreign.push(request.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    const images = await page
      .locator('img')
      .evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete || !img.getAttribute('width')).length);
    expect(images).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalScroll(page);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.filter((h) => h.getClientRects().length > 0).map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
  });
}

test(`${PUBLIC_PAGES.join(', ')}: no axe violations in the dark theme either`, async ({ page }) => {
  test.slow(); // six pages, each scanned with every rule
  // The light/dark choice made in the admin portal is remembered and applies here too.
  await page.addInitScript(() => localStorage.setItem('zorvex:theme-mode', 'dark'));
  for (const [index, path] of PUBLIC_PAGES.entries()) {
    await test.step(`${path}: no axe violations in the dark theme either`, async () => {
      if (index === 0) {
        await openPage(page, path);
      } else {
        // The live site's own navigation, as its links move between pages; what a fresh load of each page shows is the
        // light test's part above.
        const previous = (await page.getByRole('heading', { level: 1 }).textContent())!;
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(previous);
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }
});

test('the open quote dialog has no axe violations, on desktop and at 320px', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Get a Quote Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, OPEN_MODAL);

  await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
  await expect(dialog.getByLabel(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, OPEN_MODAL);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectNoAxeViolations(page, OPEN_MODAL);
});

test('the open side menu has no axe violations', async ({ page }) => {
  await openPage(page, '/fine-art');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page, OPEN_MODAL);
});

test('the 404 page for an unknown public path has no axe violations', async ({ page }) => {
  await openPublicPage(page, '/not-a-real-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoAxeViolations(page);
});
