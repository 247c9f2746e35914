import { expect, test } from '@playwright/test';

import { openPublicPage } from './publicPage';

const PHONE = '020 7946 0321';
const PHONE_HREF = 'tel:+442079460321';
const EMAIL = 'enquiries@zorvexlogistics.co.uk';

const MENU = [
  ['Home', '/'],
  ['General Logistics', '/general-logistics'],
  ['Fine Art & Antiques', '/fine-art'],
  ['Event Staging', '/event-staging'],
  ['Vehicle Transportation Enclosed', '/vehicle-transportation'],
  ['Admin Access', '/admin/login'],
];

test('the top bar stays at the top, with the logo linking home and a call link', async ({ page }) => {
  await openPublicPage(page, '/fine-art');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Zorvex Logistics home' })).toHaveAttribute('href', '/');
  await expect(banner.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute('href', PHONE_HREF);

  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect((await banner.boundingBox())!.y).toBe(0);

  await banner.getByRole('link', { name: 'Zorvex Logistics home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specialist Logistics, Handled with Care');
});

test('the side menu has the six links, highlights the current page and navigates', async ({ page }) => {
  await openPublicPage(page, '/event-staging');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  const links = menu.getByRole('link');
  await expect(links).toHaveText(MENU.map(([label]) => label));
  for (const [label, href] of MENU) await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);

  const active = menu.getByRole('link', { name: 'Event Staging' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  const background = (name: string) => menu.getByRole('link', { name }).evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(await background('Event Staging')).not.toBe(await background('Home'));

  await menu.getByRole('link', { name: 'Vehicle Transportation Enclosed' }).click();
  await expect(page).toHaveURL('/vehicle-transportation');
  await expect(menu).toBeHidden();
  await button.click();
  await expect(menu.getByRole('link', { name: 'Vehicle Transportation Enclosed' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Admin Access' }).click();
  await expect(page).toHaveURL('/admin/login');
});

test('the menu works by keyboard and gives focus back when it closes', async ({ page }) => {
  await openPublicPage(page, '/');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  // The open drawer hides the rest of the page from assistive technology, so find the button by its label.
  await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('a skip link jumps past the top bar', async ({ page }) => {
  await openPublicPage(page, '/general-logistics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the footer has the service links, contact block, 2025 copyright and Privacy Policy link', async ({ page }) => {
  await openPublicPage(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const [label, href] of MENU.slice(1, 5)) await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', { name: PHONE })).toHaveAttribute('href', PHONE_HREF);
  await expect(footer.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(footer.locator('address')).toContainText('London E16 2EZ');
  await expect(footer).toContainText('Registered in the UK');
  await expect(footer).toContainText('© 2025 Zorvex Logistics Ltd. All rights reserved.');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown public path shows the 404 page with a link home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await openPublicPage(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specialist Logistics, Handled with Care');
});
