import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, switchToDark } from './accessibility';
import { failStoreCalls, openSignedIn } from './session';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const REQUIRED_MESSAGES = [
  'registration is required',
  'make is required',
  'model is required',
  'year is required',
  'vin is required',
  'mot expiry is required',
  'insurance expiry is required',
  'service due is required',
];

/** In the ABC-123 format, and unlike any sample registration (ZVX-1nn or AB12 CDE). */
const NEW_REGISTRATION = 'QZA-123';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function fillRequired(page: Page, registration: string) {
  await field(page, 'Registration').fill(registration.toLowerCase());
  await field(page, 'Make').fill('Ford');
  await field(page, 'Model').fill('Transit Custom');
  await field(page, 'Year').fill('2024');
  await field(page, 'VIN').fill('wf0xxxttgxpa12345');
  await field(page, 'MOT Expiry').fill('2030-08-01');
  await field(page, 'Insurance Expiry').fill('2030-03-01');
  await field(page, 'Service Due').fill('2030-01-01');
}

test.describe('Register New Vehicle (/admin/vehicles/new)', () => {
  test('the form: its defaults (van, 1000 kg, 8 m³, diesel, Euro 6, mileage 0) and the emissions choices; no axe violations, in light and dark, and usable by keyboard', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/vehicles/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Register New Vehicle' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Vehicle Type' })).toHaveText('Van');
    await expect(field(page, 'Weight Capacity (kg)')).toHaveValue('1000');
    await expect(field(page, 'Volume Capacity (m³)')).toHaveValue('8');
    await expect(page.getByRole('combobox', { name: 'Fuel Type' })).toHaveText('Diesel');
    await expect(page.getByRole('combobox', { name: 'Emissions Class' })).toHaveText('Euro 6');
    await expect(field(page, 'Mileage')).toHaveValue('0');
    await page.getByRole('combobox', { name: 'Emissions Class' }).click();
    await expect(page.getByRole('option')).toHaveText(['Euro 6', 'Euro 5', 'Euro 4', 'Zero Emission']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Vehicle Type' }).click();
    await expect(page.getByRole('option')).toHaveText(['Van', 'Truck', 'Lorry', 'Car']);
    await page.keyboard.press('Escape');
    await expect(field(page, 'Weight Capacity (kg)')).toHaveAttribute('step', '50');
    await expect(field(page, 'Volume Capacity (m³)')).toHaveAttribute('step', '0.1');
    for (const label of ['Weight Capacity (kg)', 'Volume Capacity (m³)', 'Mileage'])
      await expect(field(page, label)).toHaveAttribute('min', '0');
    await expect(field(page, 'Year')).toHaveAttribute('min', '2000');
    await expect(field(page, 'Year')).toHaveAttribute('max', String(new Date().getFullYear() + 1));

    await expect(field(page, 'Registration')).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    await field(page, 'VIN').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Vehicle Type' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Vehicle Type' })).toHaveText('Truck');
    await switchToDark(page);
    await expectNoAxeViolations(page, 'main');
  });

  test('registration and VIN are upper-cased as typed; the VIN stops at 17 characters; leaving with unsaved changes asks first; Cancel returns to the fleet', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/vehicles/new');
    await field(page, 'Registration').pressSequentially('abc-123');
    await expect(field(page, 'Registration')).toHaveValue('ABC-123');
    await field(page, 'VIN').pressSequentially('wf0xxxttgxpa123456789');
    await expect(field(page, 'VIN')).toHaveValue('WF0XXXTTGXPA12345');

    await field(page, 'Make').fill('Ford');
    await sidebar(page).getByRole('link', { name: 'Warehouses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(page).toHaveURL(/\/admin\/vehicles\/new$/);
    await expect(field(page, 'Make')).toHaveValue('Ford');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeVisible();
  });

  test('missing fields: "Validation Error" naming the first, and "{field} is required" under each', async ({ page }) => {
    await openSignedIn(page, '/admin/vehicles/new');
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message).first()).toBeVisible();
    // In the toast and under the field.
    await expect(page.getByText('registration is required')).toHaveCount(2);
    await expect(field(page, 'Registration')).toBeFocused();
    await expectNoAxeViolations(page, 'main');
    // Only the field's own message from here: the toast hides by itself, sooner than a slow axe run ends.
    const underFields = page.getByRole('main');
    await expect(underFields.getByText('registration is required')).toHaveCount(1);
    await field(page, 'Registration').fill('ABC-123');
    await expect(underFields.getByText('registration is required')).toHaveCount(0);
    await expect(underFields.getByText('make is required')).toHaveCount(1);
  });

  test('one missing date is named the specification’s way: "mot expiry is required"; a registration not in the ABC-123 format: "Invalid Registration"; years outside 2000 to next year are refused', async ({
    page,
  }) => {
    const nextYear = new Date().getFullYear() + 1;
    await openSignedIn(page, '/admin/vehicles/new');
    await fillRequired(page, NEW_REGISTRATION);
    await field(page, 'MOT Expiry').fill('');
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('mot expiry is required')).toHaveCount(2);
    await expect(field(page, 'MOT Expiry')).toBeFocused();

    // Each refused form is filled anew, as in its own test; the toasts of one are not what the next looks for.
    await fillRequired(page, 'AB12 CDE');
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByText('Invalid Registration')).toBeVisible();
    await expect(page.getByText('Registration must be in format ABC-123')).toHaveCount(2);
    await expect(page).toHaveURL(/\/admin\/vehicles\/new$/);

    await fillRequired(page, NEW_REGISTRATION);
    await field(page, 'Year').fill('1999');
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByText('year must be at least 2000')).toHaveCount(2);
    await field(page, 'Year').fill(String(nextYear + 1));
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByText(`year must be at most ${nextYear}`).first()).toBeVisible();
  });

  test('registers after a busy second: available, full, at London Depot, no driver, serviced today; found everywhere at once', async ({
    page,
  }) => {
    const registration = NEW_REGISTRATION;
    await openSignedIn(page, '/admin/vehicles/new');
    await fillRequired(page, registration);
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await expect(page.getByText('Vehicle Registered Successfully')).toBeVisible();
    await expect(page.getByText(`Ford Transit Custom (${registration}) has been added to the fleet`)).toBeVisible();
    await expect(page).toHaveURL('/admin/vehicles/VEH-030');
    await expect(page.getByRole('heading', { level: 1, name: registration })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Vehicle figures' });
    await expect(figures).toContainText('Available');
    await expect(figures).toContainText('100%');
    await expect(figures).toContainText('0 mi');
    const operational = page.getByRole('region', { name: 'Operational Details' });
    await expect(operational).toContainText('LocationLondon Depot');
    await expect(operational).toContainText('Assigned DriverNo driver assigned');
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')} ${MONTHS[now.getMonth()]} ${now.getFullYear()}`;
    await expect(page.getByRole('region', { name: 'Maintenance & Compliance' })).toContainText(`Last Service${today}`);
    await expect(page.getByRole('region', { name: 'Compliance Alerts' })).toContainText('No compliance alerts');

    // The store lives in the page: move through the app, never reload.
    await page.getByRole('link', { name: 'Back to Fleet' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet Status (30 vehicles)' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^Vehicles/ })).toHaveText('Vehicles25');
    await page.getByRole('searchbox').fill(registration);
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: registration })).toContainText('Available');

    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Type a command or search...').fill(registration);
    await expect(page.getByRole('group', { name: 'Vehicles' }).getByRole('option', { name: new RegExp(registration) })).toBeVisible();
    await page.keyboard.press('Escape');

    await sidebar(page).getByRole('link', { name: /^Jobs/ }).click();
    await page.getByRole('link', { name: 'Create New Job' }).click();
    await page.getByRole('combobox', { name: 'Vehicle' }).click();
    await expect(page.getByRole('option', { name: `${registration} — Ford Transit Custom` })).toBeVisible();
  });

  test('a refused save: "Registration Failed", with everything typed kept', async ({ page }) => {
    await failStoreCalls(page, { vehicles: ['create'] });
    await openSignedIn(page, '/admin/vehicles/new');
    await fillRequired(page, 'ZVX-999');
    await page.getByRole('button', { name: 'Register Vehicle' }).click();
    await expect(page.getByText('Registration Failed')).toBeVisible();
    await expect(page.getByText('Failed to register vehicle. Please try again.')).toBeVisible();
    await expect(field(page, 'Registration')).toHaveValue('ZVX-999');
    await expect(field(page, 'Model')).toHaveValue('Transit Custom');
    await expect(page).toHaveURL(/\/admin\/vehicles\/new$/);
  });
});
