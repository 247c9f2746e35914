import { expect, test } from '@playwright/test';

import { navigateInApp, openSignedIn } from './session';

test.describe('Command palette', () => {
  // One page: each step starts on the dashboard, the first loaded, the others opened in the running app.
  test('the search box in the top bar opens it and Escape closes it; Ctrl+K opens it with its groups, navigates by keyboard and closes; "No results found." when nothing matches; records found with the lists\' own search and by id, and opened', async ({
    page,
  }) => {
    await test.step('the search box in the top bar opens it, and Escape closes it', async () => {
      await openSignedIn(page, '/admin/dashboard');
      await page.getByRole('button', { name: /Search/ }).click();
      await expect(page.getByPlaceholder('Type a command or search...')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByPlaceholder('Type a command or search...')).toHaveCount(0);
    });
    await test.step('opens on Ctrl+K with its groups, navigates by keyboard and closes', async () => {
      await navigateInApp(page, '/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      await page.keyboard.press('Control+k');
      const input = page.getByPlaceholder('Type a command or search...');
      await expect(input).toBeFocused();
      await expect(page.getByRole('group', { name: 'Navigation' }).getByRole('option')).toHaveCount(8);
      await expect(page.getByRole('group', { name: 'Quick Actions' }).getByRole('option')).toHaveText([
        'New Job',
        'New Client',
        'New Driver',
        'New Vehicle',
      ]);
      const maxHeight = await page.getByRole('listbox').evaluate((el) => getComputedStyle(el).maxHeight);
      expect(maxHeight).toBe('300px');

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/jobs$/);
      await expect(input).toHaveCount(0);
    });
    await test.step('says "No results found." when nothing matches', async () => {
      await navigateInApp(page, '/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Type a command or search...').fill('zzqqxx');
      await expect(page.getByText('No results found.')).toBeVisible();
      await page.keyboard.press('Escape');
    });
    await test.step("finds records with the lists' own search and opens them", async () => {
      await navigateInApp(page, '/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      await page.keyboard.press('Control+k');
      // Clients are searched by company, contact, e-mail and type, as the clients list searches them.
      await page.getByPlaceholder('Type a command or search...').fill('auction house');
      const clients = page.getByRole('group', { name: 'Clients' }).getByRole('option');
      await expect(clients).toHaveCount(5);
      await page.getByPlaceholder('Type a command or search...').fill('JOB-');
      const firstJob = page.getByRole('group', { name: 'Jobs' }).getByRole('option').first();
      const jobId = (await firstJob.locator('p, span').first().textContent())!.trim();
      await firstJob.click();
      await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}$`));
    });
    await test.step('finds a record by its id, the exact id first, and opens it with Enter', async () => {
      await navigateInApp(page, '/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      await page.keyboard.press('Control+k');
      const input = page.getByPlaceholder('Type a command or search...');
      for (const [id, heading] of [
        ['DRV-001', 'Drivers'],
        ['veh-001', 'Vehicles'],
        ['WH-001', 'Warehouses'],
      ] as const) {
        await input.fill(id);
        await expect(page.getByRole('group').first()).toHaveAccessibleName(heading);
        await expect(page.getByRole('option').first()).toContainText(id.toUpperCase());
      }
      await input.fill('CLI-001');
      await expect(page.getByRole('group', { name: 'Clients' }).getByRole('option').first()).toContainText(
        'Harrowgate Museum of Decorative Arts',
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/clients\/CLI-001$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Harrowgate Museum of Decorative Arts' })).toBeVisible();
    });
  });
});
