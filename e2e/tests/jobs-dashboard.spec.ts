import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_SIZES } from 'shared-contracts/testing/sizes';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { openSignedIn } from './session';

const { jobs: JOBS, jobsInProgress: LIVE, jobsCompleted: COMPLETED, jobsScheduled: SCHEDULED, vehicles: VEHICLES } = SAMPLE_SIZES;
const card = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

test.describe('Dashboard (/admin/dashboard)', () => {
  test('header: "Dashboard Overview", long en-GB date, last update, System Online, Refresh', async ({ page }) => {
    // Fixed, not flowing: the figure is the moment the page loaded, however long loading takes.
    await page.clock.setFixedTime(new Date(2026, 10, 22, 9, 15, 0));
    await openSignedIn(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await expect(page.getByText('Sunday, 22 November 2026')).toBeVisible();
    await expect(page.getByText('Last updated: 09:15:00')).toBeVisible();
    await expect(page.getByText('System Online')).toBeVisible();
    await page.clock.setFixedTime(new Date(2026, 10, 22, 9, 16, 30));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Last updated: 09:16:30')).toBeVisible();
  });

  test('footer totals with a sum check that holds; Live Jobs, Scheduled and Completed: count badges, five most recent jobs, 20rem scroll area; a job opens its page; a completed job offers its invoices on hover and on keyboard focus', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard');
    const totals = page.getByRole('region', { name: 'Job totals' });
    await expect(totals).toContainText(`Total jobs: ${JOBS}`);
    await expect(totals).toContainText(`${LIVE} live + ${SCHEDULED} scheduled + ${COMPLETED} completed = ${JOBS}`);
    await expect(totals).toContainText('Sum check passed');

    for (const [title, description, count, badge] of [
      ['Live Jobs', 'Currently in progress', String(LIVE), 'Live'],
      ['Scheduled', 'Upcoming jobs', String(SCHEDULED), 'Scheduled'],
      ['Completed', 'Recent completions', String(COMPLETED), 'Done'],
    ]) {
      const region = card(page, title);
      await expect(region.getByRole('button', { name: `${title} ${description} ${count}` })).toHaveAttribute('aria-expanded', 'true');
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(5);
      await expect(items.first().getByText(badge, { exact: true })).toBeVisible();
      const maxHeight = await region.getByRole('list').evaluate((list) => getComputedStyle(list).maxHeight);
      expect(maxHeight).toBe('320px');
    }

    const completed = card(page, 'Completed').getByRole('listitem').first();
    const jobLink = completed.getByRole('link').first();
    const jobId = (await jobLink.getAttribute('href'))!.split('/').pop()!;
    const invoice = completed.getByRole('link', { name: `Invoice for ${jobId}` });
    await expect(invoice).toHaveAttribute('href', `/admin/invoices?job=${jobId}`);
    await expect(invoice).toHaveCSS('opacity', '0');
    await completed.hover();
    await expect(invoice).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await jobLink.focus();
    await page.keyboard.press('Tab');
    await expect(invoice).toBeFocused();
    await expect(invoice).toHaveCSS('opacity', '1');
    await expect(card(page, 'Live Jobs').getByRole('link', { name: /^Invoice for/ })).toHaveCount(0);

    // Collapsing a list, then leaving: last.
    const toggle = card(page, 'Scheduled').getByRole('button', { name: /^Scheduled/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card(page, 'Scheduled').getByRole('listitem')).toHaveCount(0);

    await jobLink.click();
    await expect(page).toHaveURL(`/admin/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await expect(page.getByText(jobId).first()).toBeVisible();
  });

  test('/admin/dashboard: the dashboard, with no axe violations in light and dark; four clickable figures counted from the data, each going where the specification says', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^Total Jobs ${JOBS}`) })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');

    // The dark theme stays: nothing below is about colour.
    await expect(page.getByRole('link', { name: `Total Jobs ${JOBS} Completed deliveries` })).toHaveAttribute('href', '/admin/jobs');
    await expect(page.getByRole('link', { name: `Active Jobs ${LIVE} In progress` })).toHaveAttribute('href', '/admin/jobs');
    await expect(page.getByRole('link', { name: /^Revenue £[\d.]+[kM]? This quarter$/ })).toHaveAttribute('href', '/admin/invoices');
    await expect(page.getByRole('link', { name: `Fleet Vehicles ${VEHICLES} Total vehicles` })).toHaveAttribute('href', '/admin/vehicles');
    await page.getByRole('link', { name: /^Active Jobs/ }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeVisible();
  });

  test('Quick Actions go to the four create pages', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('button');
    await expect(actions).toHaveText(['Create New Job', 'Add Driver', 'Register Vehicle', 'Generate Invoice']);
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/new$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Create New Job' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Job' })).toBeVisible();
  });

  test('/admin: the dashboard, with no axe violations in light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^Total Jobs ${JOBS}`) })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });
});
