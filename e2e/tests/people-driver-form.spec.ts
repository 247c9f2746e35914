import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, OPEN_MODAL } from './accessibility';
import { gridRows, searchPalette, sidebarDrivers } from './people-helpers';
import { expectCloseToAskFirst, failStoreCalls, openSignedIn } from './session';

const REQUIRED_MESSAGES = [
  'Full Name is required',
  'Email is required',
  'Phone is required',
  'License Number is required',
  'License Expiry is required',
  'Employment Type is required',
];

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A driver every run can add: the name and e-mail carry the test's own stamp. */
async function fillDriver(page: Page, stamp: string, employment = 'Self-Employed') {
  await page.getByLabel(/^Full Name/).fill(`Ada Okafor ${stamp}`);
  await page.getByLabel(/^Email/).fill(`ada.${stamp}@zorvexlogistics.co.uk`);
  await page.getByLabel(/^Phone/).fill('07700 900123');
  await page.getByLabel(/^License Number/).fill('okafo802156a99xy');
  await page.getByLabel(/^License Expiry/).fill('2030-04-30');
  await choose(page, /^Employment Type/, employment);
}

test.describe('Add New Driver (/admin/drivers/new)', () => {
  test('the form: its fields, Class C by default, the four classes, Employed / Self-Employed, hourly rate step 0.01, active; missing fields: "Validation Error" / "Please fill in all required fields" and the error on each field, licence expiry included', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/drivers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Driver' })).toBeVisible();
    for (const label of [/^Full Name/, /^Email/, /^Phone/, /^License Number/, /^License Expiry/]) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Hourly Rate (£)')).toHaveAttribute('step', '0.01');
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'License Class' })).toHaveText('Class C');
    await page.getByRole('combobox', { name: 'License Class' }).click();
    await expect(page.getByRole('option')).toHaveText(['Class C', 'Class C+E', 'Class D', 'Class D+E']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: /^Employment Type/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Employed', 'Self-Employed']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Driver' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/drivers\/new$/);
    await expectNoAxeViolations(page, 'main');

    await page.getByLabel(/^Full Name/).fill('Ada');
    await expect(page.getByText('Full Name is required')).toHaveCount(0);
    await expect(page.getByText('License Expiry is required')).toBeVisible();
  });

  test('bad input: a malformed e-mail and phone, and a negative hourly rate, each say what is wrong; a valid driver: "{name} has been added to the system", the list at once, its badge, the palette and the job form', async ({
    page,
  }) => {
    const stamp = `e2e${Date.now() % 100000}`;
    const name = `Ada Okafor ${stamp}`;
    await openSignedIn(page, '/admin/drivers/new');
    await expect(sidebarDrivers(page)).toHaveText(/^Drivers\s*18$/);

    await fillDriver(page, 'bad');
    await page.getByLabel(/^Email/).fill('ada.okafor');
    await page.getByLabel(/^Phone/).fill('call me');
    await page.getByLabel('Hourly Rate (£)').fill('-5');
    await page.getByRole('button', { name: 'Add Driver' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    // The toast names the first problem, which also shows under its field.
    await expect(page.getByText('Email must be a valid e-mail address')).toHaveCount(2);
    await expect(page.getByText('Phone must be a phone number')).toBeVisible();
    await expect(page.getByText('Hourly Rate (£) must be at least 0')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Ada Okafor bad');

    // The same form, filled anew with a valid driver.
    await fillDriver(page, stamp);
    await choose(page, /^License Class/, 'Class C+E');
    await page.getByLabel('Hourly Rate (£)').fill('18.75');
    await page.getByRole('button', { name: 'Add Driver' }).click();

    await expect(page.getByText(`${name} has been added to the system`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/drivers$/);
    await expect(page.getByRole('heading', { level: 2, name: 'All Drivers (19)' })).toBeVisible();
    await expect(sidebarDrivers(page)).toHaveText(/^Drivers\s*19$/);
    const figures = page.getByRole('list', { name: 'Driver figures' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Self-Employed' })).toContainText('4');
    await page.getByRole('searchbox').fill(stamp);
    const row = gridRows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('••••••••••••••XY');
    await expect(row).toContainText('Class C+E');
    await expect(row).toContainText('Contractor');
    await expect(row).toContainText('Available');

    await row.getByRole('link', { name: `View ${name}` }).click();
    await expect(page.getByRole('region', { name: 'License & Employment' })).toContainText('OKAFO802156A99XY');
    await expect(page.getByRole('region', { name: 'License & Employment' })).toContainText('£18.75');

    await searchPalette(page, stamp);
    await expect(page.getByRole('group', { name: 'Drivers' }).getByRole('option', { name: new RegExp(name) })).toBeVisible();
    await page.keyboard.press('Escape');

    // A new driver is active and available, so the job form offers them.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Jobs/ }).click();
    await page.getByRole('link', { name: 'Create New Job' }).click();
    await page.getByRole('combobox', { name: 'Driver' }).click();
    await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();
  });

  test('the store refuses: "Error" / "Failed to add driver", nothing typed lost', async ({ page }) => {
    await failStoreCalls(page, { drivers: ['create'] });
    await openSignedIn(page, '/admin/drivers/new');
    await fillDriver(page, 'fail');
    await page.getByRole('button', { name: 'Add Driver' }).click();
    await expect(page.getByText('Failed to add driver')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/drivers\/new$/);
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Ada Okafor fail');
    await expect(page.getByRole('combobox', { name: /^Employment Type/ })).toHaveText('Self-Employed');
    await expect(page.getByRole('button', { name: 'Add Driver' })).toBeEnabled();
  });

  test('leaving with something typed asks first; Cancel on an untouched form goes straight back', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers/new');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/drivers$/);
    await page.getByRole('link', { name: 'Add New Driver' }).click();
    await page.getByLabel(/^Full Name/).fill('Half typed');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Clients/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, OPEN_MODAL);
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Half typed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/drivers$/);
  });
});

test.describe('Edit Driver (/admin/drivers/{driverId}/edit)', () => {
  /** Opens the first driver's edit screen from the list's Edit button; returns the id and name. */
  async function editFirstDriver(page: Page) {
    await openSignedIn(page, '/admin/drivers?sort=name');
    const edit = gridRows(page)
      .first()
      .getByRole('link', { name: /^Edit / });
    const name = (await edit.getAttribute('aria-label'))!.replace(/^Edit /, '');
    const id = (await edit.getAttribute('href'))!.split('/')[3];
    await edit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Driver' })).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue(name);
    return { id, name };
  }

  test('Edit Driver on the profile opens the filled-in form; a save reaches the profile, the list and the palette', async ({ page }) => {
    const { id, name } = await editFirstDriver(page);
    await page.getByRole('button', { name: 'Back to Driver' }).click();
    await expect(page).toHaveURL(`/admin/drivers/${id}`);
    await page.getByRole('link', { name: 'Edit Driver' }).click();
    await expect(page).toHaveURL(`/admin/drivers/${id}/edit`);
    await expect(page.getByLabel(/^Email/)).not.toHaveValue('');
    await expect(page.getByLabel(/^License Expiry/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

    const renamed = `${name} Renamed`;
    await page.getByLabel(/^Full Name/).fill(renamed);
    await page.getByLabel(/^Phone/).fill('07700 900999');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Driver Updated')).toBeVisible();
    await expect(page.getByText(`${renamed}'s details have been saved`)).toBeVisible();
    await expect(page).toHaveURL(`/admin/drivers/${id}`);
    await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(renamed);
    await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('07700 900999');

    await page.getByRole('link', { name: 'Back to Drivers' }).click();
    await page.getByRole('searchbox').fill('renamed');
    await expect(gridRows(page)).toHaveCount(1);
    await expect(gridRows(page).first()).toContainText(renamed);
    await searchPalette(page, 'Renamed');
    await expect(page.getByRole('group', { name: 'Drivers' }).getByRole('option', { name: new RegExp(renamed) })).toBeVisible();
  });

  // The provider checks every save: when it cannot be reached it can check nothing, and says so.
  test('"Failed to update driver" when the provider refuses, nothing typed lost', async ({ page }) => {
    await failStoreCalls(page, { drivers: ['update'] });
    await editFirstDriver(page);
    await page.getByLabel(/^License Expiry/).fill('2031-01-31');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Failed to update driver')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByLabel(/^License Expiry/)).toHaveValue('2031-01-31');
  });

  test('the same validation as add: an emptied licence expiry is refused under its field; unsaved changes ask before leaving, from Back to Driver and from the browser', async ({
    page,
  }) => {
    const { id } = await editFirstDriver(page);
    await page.getByLabel(/^License Expiry/).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('License Expiry is required')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);

    // Still unsaved: the refused save kept what was typed.
    await page.getByLabel(/^Phone/).fill('07700 900111');
    await page.getByRole('button', { name: 'Back to Driver' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(page).toHaveURL(`/admin/drivers/${id}/edit`);
    await expectCloseToAskFirst(page);
  });

  test('an unknown driver shows "Driver Not Found"', async ({ page }) => {
    await openSignedIn(page, '/admin/drivers/DRV-999/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Not Found' })).toBeVisible();
    await expect(page.getByText('Driver with ID "DRV-999" not found.')).toBeVisible();
  });
});
