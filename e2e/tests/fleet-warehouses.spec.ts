import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, OPEN_MODAL, switchToDark } from './accessibility';
import { exportCsv } from './csvExport';
import { failStoreCalls, openSignedIn } from './session';

const PLACEHOLDER = 'Search by name, address, type, or manager...';
const dataRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const rowOf = (page: Page, name: string) => dataRows(page).filter({ hasText: name });
const kpi = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Warehouse figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

test.describe('Warehouses (/admin/warehouses)', () => {
  test('title with the facility count, back and Add Warehouse, and the five summary cards; "Storage Facilities": the columns, capacity colours and upper-case status badges; no axe violations, in light and dark', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/warehouses');
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Management' })).toBeVisible();
    await expect(page.getByText('5 facilities across the UK')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(kpi(page, 'Total Facilities')).toContainText('5');
    await expect(kpi(page, 'Operational')).toContainText('4');
    // 23,710 m² occupied of 31,100 m².
    await expect(kpi(page, 'Storage Utilization')).toContainText('76%');
    await expect(kpi(page, 'Storage Utilization')).toContainText('23,710 m² occupied');
    await expect(kpi(page, 'Total Staff')).toContainText('104');
    await expect(kpi(page, 'Based Vehicles')).toContainText('29');

    await expect(page.getByRole('heading', { level: 2, name: 'Storage Facilities (5)' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Facility Details',
      'Type & Status',
      'Capacity Usage',
      'Staff & Assets',
      'Operations',
      'Contact',
      'Actions',
    ]);
    await expect(rowOf(page, 'London Depot')).toContainText('9,850 m² / 12,000 m²');
    await expect(rowOf(page, 'London Depot')).toContainText('Manager: Graham Pearce');
    await expect(rowOf(page, 'Edinburgh Fine Art Store')).toContainText('MAINTENANCE');
    await expect(rowOf(page, 'London Depot')).toContainText('OPERATIONAL');
    const colour = (name: string, percent: string) =>
      rowOf(page, name)
        .getByText(percent, { exact: true })
        .evaluate((element) => getComputedStyle(element).color);
    // 93% red (error #991b1b), 82% orange (warning #8a3c0c), 72% green (success #14532d).
    expect(await colour('Birmingham Regional Store', '93%')).toBe('rgb(153, 27, 27)');
    expect(await colour('London Depot', '82%')).toBe('rgb(138, 60, 12)');
    expect(await colour('Manchester Distribution Hub', '72%')).toBe('rgb(20, 83, 45)');
    await expect(rowOf(page, 'London Depot').getByRole('progressbar', { name: 'Capacity used at London Depot' })).toHaveAttribute(
      'aria-valuetext',
      '82% used',
    );

    await expect(dataRows(page)).toHaveCount(5);
    await expectNoAxeViolations(page, 'main');

    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });

  test('the view button opens the facility’s details; the call button dials it; search by name, address, type or manager; the state is in the URL; CSV export', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/warehouses');
    const london = rowOf(page, 'London Depot');
    await expect(london.getByRole('link', { name: 'Call London Depot' })).toHaveAttribute('href', 'tel:02079460330');
    const view = london.getByRole('button', { name: 'View details of London Depot' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'London Depot' });
    await expect(dialog).toContainText('Facility IDWH-001');
    await expect(dialog).toContainText('Occupied9,850 m² (82%)');
    await expect(dialog.getByRole('link', { name: '020 7946 0330' })).toHaveAttribute('href', 'tel:02079460330');
    await expectNoAxeViolations(page, OPEN_MODAL);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();

    const box = page.getByRole('searchbox', { name: PLACEHOLDER });
    await box.fill('SIAN');
    await expect(page.getByRole('heading', { level: 2, name: 'Storage Facilities (1)' })).toBeVisible();
    await expect(dataRows(page)).toContainText(['Manchester Distribution Hub']);
    await box.fill('secure storage');
    await expect(dataRows(page)).toContainText(['Park Royal Secure Storage']);
    await box.fill('nw10');
    await expect(page).toHaveURL(/\?q=nw10$/);
    await page.reload();
    await expect(box).toHaveValue('nw10');
    await expect(page.getByRole('heading', { level: 2, name: 'Storage Facilities (1)' })).toBeVisible();
    await box.fill('glasgow');
    await expect(page.getByText('No facilities match "glasgow"')).toBeVisible();
    await box.fill('');
    await page.getByRole('columnheader', { name: 'Capacity Usage' }).click();
    await page.getByRole('columnheader', { name: 'Capacity Usage' }).click();
    await expect(page).toHaveURL(/\?sort=-occupied$/);
    // Sorted by the provider by the area occupied: London's 9,850 m² first.
    await expect(dataRows(page).first()).toContainText('London Depot');
    const { fileName, header, records } = await exportCsv(page);
    expect(fileName).toBe('storage-facilities.csv');
    expect(header).toEqual([
      'Facility',
      'Address',
      'Type',
      'Status',
      'Capacity Used',
      'Occupied',
      'Capacity',
      'Staff',
      'Vehicles',
      'Operating Hours',
      'Manager',
      'Phone',
    ]);
    expect(records).toHaveLength(5);
    expect(records[0]).toMatchObject({ Facility: 'London Depot', 'Capacity Used': '82%', Occupied: '9,850 m²', Capacity: '12,000 m²' });
  });

  test('facilities that cannot be loaded show the error state with Retry', async ({ page }) => {
    await failStoreCalls(page, { warehouses: ['list'] });
    await openSignedIn(page, '/admin/warehouses');
    await expect(page.getByText('Facilities could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('Add Warehouse (/admin/warehouses/new)', () => {
  test('missing fields: "Validation Error" and the error under each field', async ({ page }) => {
    await openSignedIn(page, '/admin/warehouses');
    await page.getByRole('link', { name: 'Add Warehouse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Warehouse' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Warehouse' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    for (const message of [
      'Facility Name is required',
      'Address is required',
      'Type is required',
      'Capacity (m²) is required',
      'Manager is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Facility Name')).toBeFocused();
    await expectNoAxeViolations(page, 'main');
  });

  test('a refused save says "Failed to add warehouse" and keeps what was typed', async ({ page }) => {
    await failStoreCalls(page, { warehouses: ['create'] });
    await openSignedIn(page, '/admin/warehouses/new');
    await fillFacility(page);
    await page.getByRole('button', { name: 'Add Warehouse' }).click();
    await expect(page.getByText('Failed to add warehouse')).toBeVisible();
    await expect(field(page, 'Facility Name')).toHaveValue('Glasgow Fine Art Store');
  });

  test('leaving with unsaved changes asks first; no axe violations in dark; more occupied than capacity is refused under Occupied; a new facility is listed at once, and counted', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/warehouses/new');
    await field(page, 'Manager').fill('Iona Reid');
    await page.getByRole('link', { name: 'Back to Warehouses' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await expectNoAxeViolations(page, OPEN_MODAL);
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(field(page, 'Manager')).toHaveValue('Iona Reid');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');

    await fillFacility(page);
    const occupiedAsOpened = await field(page, 'Occupied (m²)').inputValue();
    await field(page, 'Occupied (m²)').fill('1801');
    await page.getByRole('button', { name: 'Add Warehouse' }).click();
    await expect(page.getByText('Occupied space cannot exceed the capacity')).toHaveCount(2);
    await expect(field(page, 'Occupied (m²)')).toBeFocused();

    // Back to the occupied space the form opened with, the same facility is saved.
    await field(page, 'Occupied (m²)').fill(occupiedAsOpened);
    await page.getByRole('button', { name: 'Add Warehouse' }).click();
    await expect(page.getByText('Warehouse Added Successfully')).toBeVisible();
    await expect(page.getByText('Glasgow Fine Art Store has been added to your storage facilities.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/warehouses$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Storage Facilities (6)' })).toBeVisible();
    await expect(page.getByText('6 facilities across the UK')).toBeVisible();
    await expect(kpi(page, 'Total Staff')).toContainText('110');
    await expect(dataRows(page).first()).toContainText('Glasgow Fine Art Store');
    await expect(dataRows(page).first().getByRole('link', { name: 'Call Glasgow Fine Art Store' })).toHaveAttribute(
      'href',
      'tel:01414960100',
    );
  });
});

async function fillFacility(page: Page) {
  await field(page, 'Facility Name').fill('Glasgow Fine Art Store');
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Specialist Storage' }).click();
  await field(page, 'Address').fill('1 Clyde Street, Glasgow G1 4LH');
  await field(page, 'Manager').fill('Iona Reid');
  await field(page, 'Phone').fill('0141 496 0100');
  await field(page, 'Capacity (m²)').fill('1800');
  await field(page, 'Staff').fill('6');
}
