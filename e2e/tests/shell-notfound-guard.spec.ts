import { expect, test } from '@playwright/test';

import { openPublicPage } from './publicPage';
import { openSignedIn } from './session';

test.describe('Not-found page', () => {
  test('an unknown path shows 404 with a link home and logs the path to the console', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await openPublicPage(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
  });

  test('an unknown admin path shows 404 inside the shell, with one main landmark', async ({ page }) => {
    await openSignedIn(page, '/admin/nothing-here');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test("an unknown path below an area's prefix shows the same 404, drawn by that area", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    for (const path of ['/admin/jobs/JOB-2025-0001/history', '/admin/dashboard/old']) {
      await openSignedIn(page, path);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(logged.some((line) => line.includes(path))).toBe(true);
    }
  });
});

test.describe('Demo text guard', () => {
  test('hides text about demo credentials, a demo account or demo mode as soon as it appears', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    await page.evaluate(() => {
      const hint = document.createElement('p');
      hint.id = 'hint';
      hint.textContent = 'Demo credentials: admin@example.com / secret';
      document.querySelector('main')!.append(hint);
      const other = document.createElement('p');
      other.id = 'other';
      other.textContent = 'Ordinary text stays';
      document.querySelector('main')!.append(other);
    });
    await expect(page.locator('#hint')).toBeHidden({ timeout: 500 });
    await expect(page.locator('#other')).toBeVisible();
  });
});
