import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { exportCsv } from './csvExport';
import { failStoreCalls, openSignedIn } from './session';

const PLACEHOLDER = 'Search by alert type, vehicle, driver, or description...';
const dataRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const rowOf = (page: Page, title: string) => dataRows(page).filter({ hasText: title });
const kpi = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Alert figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const alertsBadge = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Alerts/ });

// The five sample alerts: three active raised today, one acknowledged and one resolved raised yesterday.
test.describe('System Alerts (/admin/alerts)', () => {
  test('title, active count, back button and the four figures; the seven columns; Acknowledge and Resolve only on active alerts; no axe violations, in light and dark; the actions work from the keyboard', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'System Alerts' })).toBeVisible();
    await expect(page.getByText('3 active alerts')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(kpi(page, 'Active Alerts')).toContainText('3');
    await expect(kpi(page, 'Acknowledged')).toContainText('1');
    await expect(kpi(page, 'Resolved')).toContainText('1');
    await expect(kpi(page, 'Total Today')).toContainText('3');

    await expect(page.getByRole('searchbox', { name: PLACEHOLDER })).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Alert Details',
      'Type & Severity',
      'Vehicle & Driver',
      'Location',
      'Time',
      'Status',
      'Actions',
    ]);
    await expect(dataRows(page)).toHaveCount(5);
    await expect(page.getByRole('button', { name: /^Acknowledge / })).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Resolve / })).toHaveCount(3);
    await expect(rowOf(page, 'Speed limit exceeded')).toContainText('Speeding');
    await expect(rowOf(page, 'Speed limit exceeded')).toContainText('High');
    await expect(rowOf(page, 'Speed limit exceeded')).toContainText('A406 North Circular, London');
    await expect(rowOf(page, 'Speed limit exceeded')).toContainText('05:42');
    await expect(rowOf(page, 'Left planned route')).toContainText('Acknowledged');
    await expect(rowOf(page, 'Left planned route').getByRole('button')).toHaveCount(0);
    await expect(rowOf(page, 'Harsh braking event')).toContainText('Resolved');
    await expect(rowOf(page, 'Harsh braking event').getByRole('button')).toHaveCount(0);

    await expectNoAxeViolations(page, 'main');
    await page.getByRole('button', { name: 'Acknowledge Load temperature out of range' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Alert Acknowledged')).toBeVisible();
    await expect(rowOf(page, 'Load temperature out of range')).toContainText('Acknowledged');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });

  test('Acknowledge and Resolve change the alert in the store: figures and the sidebar badge follow', async ({ page }) => {
    await openSignedIn(page, '/admin/alerts');
    await expect(alertsBadge(page)).toHaveText('Alerts3');
    await page.getByRole('button', { name: 'Acknowledge Speed limit exceeded' }).click();
    await expect(page.getByText('Alert Acknowledged')).toBeVisible();
    await expect(rowOf(page, 'Speed limit exceeded')).toContainText('Acknowledged');
    await expect(rowOf(page, 'Speed limit exceeded').getByRole('button')).toHaveCount(0);
    await expect(page.getByText('2 active alerts')).toBeVisible();
    await expect(kpi(page, 'Active Alerts')).toContainText('2');
    await expect(kpi(page, 'Acknowledged')).toContainText('2');
    await expect(alertsBadge(page)).toHaveText('Alerts2');

    await page.getByRole('button', { name: 'Resolve Tyre pressure warning' }).click();
    await expect(page.getByText('Alert Resolved')).toBeVisible();
    await expect(rowOf(page, 'Tyre pressure warning')).toContainText('Resolved');
    await expect(kpi(page, 'Resolved')).toContainText('2');
    await expect(kpi(page, 'Total Today')).toContainText('3');
    await expect(alertsBadge(page)).toHaveText('Alerts1');
    await expectNoAxeViolations(page, 'main');
  });

  test('search by title, type, vehicle, driver or description; the state is in the URL; CSV export', async ({ page }) => {
    await openSignedIn(page, '/admin/alerts');
    const box = page.getByRole('searchbox', { name: PLACEHOLDER });
    await box.fill('agreed corridor');
    await expect(page.getByRole('heading', { level: 2, name: 'Alerts (1)' })).toBeVisible();
    await expect(dataRows(page)).toContainText(['Left planned route']);
    await expect(page).toHaveURL(/\?q=agreed\+corridor$/);
    await box.fill('HARSH_BRAKING');
    await expect(dataRows(page)).toContainText(['Harsh braking event']);
    await box.fill('zzqqxx');
    await expect(page.getByText('No alerts match "zzqqxx"')).toBeVisible();
    await box.fill('');
    await page.getByRole('columnheader', { name: 'Time' }).click();
    await expect(page).toHaveURL(/\?sort=timestamp$/);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(dataRows(page).first()).toContainText('Harsh braking event');
    const { fileName, header, records } = await exportCsv(page);
    expect(fileName).toBe('system-alerts.csv');
    expect(header).toEqual(['Alert', 'Description', 'Type', 'Severity', 'Vehicle', 'Driver', 'Location', 'Time', 'Date', 'Status']);
    expect(records).toHaveLength(5);
    expect(records[0]).toMatchObject({ Alert: 'Harsh braking event', Type: 'Harsh Braking' });
  });

  test('alerts that cannot be loaded show the error state with Retry', async ({ page }) => {
    await failStoreCalls(page, { systemAlerts: ['list'] });
    await openSignedIn(page, '/admin/alerts');
    await expect(page.getByText('Alerts could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
