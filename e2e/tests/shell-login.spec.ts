import { expect, test } from '@playwright/test';

import { DEMO_LOGIN, signIn } from './session';

test.describe('Admin login', () => {
  test('every admin route sends a signed-out visitor to the login page', async ({ page }) => {
    for (const path of ['/admin', '/admin/jobs', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    }
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin-authenticated'))).toBeNull();
  });

  test('wrong credentials show "Invalid credentials." without revealing any credential', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO_LOGIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid credentials.' });
    await expect(toast).toBeVisible();
    const text = (await toast.textContent()) ?? '';
    expect(text).not.toContain(DEMO_LOGIN.email);
    expect(text).not.toContain(DEMO_LOGIN.password);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin-authenticated'))).toBeNull();
  });

  test('the right credentials sign in, set the flag and land on the dashboard', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('admin-authenticated'))).toBe('true');
  });

  test('the e-mail is matched ignoring case and spaces around it', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(`  ${DEMO_LOGIN.email.toUpperCase()} `);
    await page.getByLabel('Password').fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
  });

  test('after signing in the user lands on the admin page they first asked for', async ({ page }) => {
    await page.goto('/admin/reports');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(DEMO_LOGIN.email);
    await page.getByLabel('Password').fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
  });

  test('Logout clears the flag and returns to the login page', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin-authenticated'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the login works on plain http away from localhost, where Web Crypto is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window.crypto, 'subtle', { value: undefined });
    });
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
