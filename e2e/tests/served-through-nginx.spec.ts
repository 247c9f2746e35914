import { expect, test } from '@playwright/test';

import { openPublicPage } from './publicPage';
import { signIn } from './session';

// The composed application served by nginx with the shipped rules (project "nginx", ports + 1000).

test('the public site and its service pages, with the public remote from nginx', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') origins.add(new URL(response.url()).port);
  });
  await openPublicPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specialist Logistics, Handled with Care');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fine Art & Antiques' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine Art & Antiques Handling and Transport');
  const hostPort = Number(new URL(baseURL!).port);
  expect([...origins].sort()).toEqual([String(hostPort), String(hostPort + 1)]);
});

test('sign in, then the dashboard and the jobs list, with the jobs remote from nginx', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Jobs/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
  await expect(
    page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') }),
  ).toHaveCount(10);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
});
