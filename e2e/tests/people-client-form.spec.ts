import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations } from './accessibility';
import { gridRows, searchPalette } from './people-helpers';
import { failStoreCalls, openSignedIn } from './session';

const REQUIRED_MESSAGES = [
  'Company Name is required',
  'Client Type is required',
  'Contact Name is required',
  'Email is required',
  'Phone is required',
];

async function chooseType(page: Page, option: string) {
  await page.getByRole('combobox', { name: /^Client Type/ }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillClient(page: Page, company: string) {
  await page.getByLabel(/^Company Name/).fill(company);
  await chooseType(page, 'Private Collector');
  await page.getByLabel(/^Contact Name/).fill('Ruth Fenwick');
  await page.getByLabel(/^Email/).fill('ruth@fenwickarts.org.uk');
  await page.getByLabel(/^Phone/).fill('0191 498 0123');
}

test.describe('Add New Client (/admin/clients/new)', () => {
  test('four sections, the required fields, e-mail, tel and url inputs and the eight client types; missing fields: the "Validation Error" toast and the error on each field', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/clients/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Client' })).toBeVisible();
    for (const section of ['Company Information', 'Contact Information', 'Address Information', 'Additional Notes']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    for (const label of [/^Company Name/, /^Contact Name/, /^Email/, /^Phone/])
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
    for (const label of ['Street Address', 'City', 'Postcode', 'Notes'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: /^Client Type/ }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Fine Art Gallery',
      'Auction House',
      'Museum',
      'Corporate',
      'Private Collector',
      'Event Organizer',
      'Retail',
      'Other',
    ]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel(/^Company Name/)).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/clients\/new$/);
    await expectNoAxeViolations(page, 'main');
  });

  test('bad input: e-mail, phone and website must read as such; a valid client: "Client Added Successfully", /admin/clients/CLI{6 digits}, the list, the palette and the job form', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/clients/new');
    await fillClient(page, 'Bad Input Ltd');
    await page.getByLabel(/^Email/).fill('ruth at fenwick');
    await page.getByLabel(/^Phone/).fill('reception');
    await page.getByLabel('Website').fill('fenwickarts');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    // The toast names the first problem, which also shows under its field.
    await expect(page.getByText('Email must be a valid e-mail address')).toHaveCount(2);
    await expect(page.getByText('Phone must be a phone number')).toBeVisible();
    await expect(page.getByText('Website must be a web address (https://…)')).toBeVisible();
    await expect(page.getByLabel('Website')).toBeFocused();
    await expect(page.getByLabel(/^Company Name/)).toHaveValue('Bad Input Ltd');

    // The same form, filled anew with a valid client.
    const company = `Fenwick Arts Trust ${Date.now() % 100000}`;
    await fillClient(page, company);
    await page.getByLabel('Website').fill('https://fenwickarts.org.uk');
    await page.getByLabel('Street Address').fill('12 Grey Street');
    await page.getByLabel('City').fill('Newcastle');
    await page.getByLabel('Postcode').fill('ne1 6ae');
    await page.getByLabel('Notes', { exact: true }).fill('Deliveries by the side door');
    await page.getByRole('button', { name: 'Add Client' }).click();

    await expect(page.getByText('Client Added Successfully')).toBeVisible();
    await expect(page.getByText(`${company} has been added to the client database.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients\/CLI\d{6}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText(`Client ID: ${id}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Details' })).toContainText('Private Collector');
    await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('NE1 6AE');
    await expect(page.getByText('No Invoices Found')).toBeVisible();
    await expect(page.getByText("This client doesn't have any invoices yet.")).toBeVisible();

    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'All Clients (388)' })).toBeVisible();
    await page.getByRole('searchbox').fill(company);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(gridRows(page).first()).toContainText('Private Collector');
    await expect(
      gridRows(page)
        .first()
        .getByRole('link', { name: `View ${company}` }),
    ).toHaveAttribute('href', `/admin/clients/${id}`);

    await searchPalette(page, company);
    await expect(page.getByRole('group', { name: 'Clients' }).getByRole('option', { name: new RegExp(company) })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Jobs/ }).click();
    await page.getByRole('link', { name: 'Create New Job' }).click();
    await page.getByRole('combobox', { name: /^Client/ }).fill(company);
    await expect(page.getByRole('option', { name: company })).toBeVisible();
  });

  test('the store refuses: "Error" / "Failed to add client", nothing typed lost', async ({ page }) => {
    await failStoreCalls(page, { clients: ['create'] });
    await openSignedIn(page, '/admin/clients/new');
    await fillClient(page, 'Refused Ltd');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByText('Failed to add client')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients\/new$/);
    await expect(page.getByLabel(/^Company Name/)).toHaveValue('Refused Ltd');
    await expect(page.getByRole('combobox', { name: /^Client Type/ })).toHaveText('Private Collector');
  });

  test('Cancel returns to /admin/clients; with something typed it asks first', async ({ page }) => {
    await openSignedIn(page, '/admin/clients/new');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
    await page.getByRole('link', { name: 'Add New Client' }).click();
    await page.getByLabel('City').fill('York');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });
});

test.describe('Edit Client (/admin/clients/{clientId}/edit)', () => {
  test("Edit Client opens the filled-in form; a rename reaches the page, the list and the client's jobs", async ({ page }) => {
    await openSignedIn(page, '/admin/clients/CLI-002');
    await page.getByRole('link', { name: 'Edit Client' }).click();
    await expect(page).toHaveURL('/admin/clients/CLI-002/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Client' })).toBeVisible();
    await expect(page.getByLabel(/^Company Name/)).toHaveValue('Northbank Studios');
    await expect(page.getByRole('combobox', { name: /^Client Type/ })).toHaveText('Media');
    await page.getByLabel(/^Company Name/).fill('Northbank Studios Group');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Client Updated Successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/clients/CLI-002');
    await expect(page.getByRole('heading', { level: 1, name: 'Northbank Studios Group' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Details' })).toContainText('Media');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Jobs/ }).click();
    await page.getByRole('searchbox').fill('Northbank Studios Group');
    await expect(gridRows(page).first()).toContainText('Northbank Studios Group');
  });

  test('the same validation as add: an emptied e-mail is refused under its field', async ({ page }) => {
    await openSignedIn(page, '/admin/clients/CLI-003/edit');
    await page.getByLabel(/^Email/).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page).toHaveURL('/admin/clients/CLI-003/edit');
  });

  // The provider checks every save: when it cannot be reached it can check nothing, and says so.
  test('"Failed to update client" when the provider refuses, nothing typed lost, and asking before leaving', async ({ page }) => {
    await failStoreCalls(page, { clients: ['update'] });
    await openSignedIn(page, '/admin/clients/CLI-003/edit');
    await page.getByLabel(/^Email/).fill('bookings@ashcombeleigh.co.uk');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Failed to update client')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue('bookings@ashcombeleigh.co.uk');
    await page.getByRole('button', { name: 'Back to Client' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL('/admin/clients/CLI-003');
  });

  test('an unknown client shows "Client Not Found"', async ({ page }) => {
    await openSignedIn(page, '/admin/clients/CLI-999/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Not Found' })).toBeVisible();
    await expect(page.getByText('The requested client could not be found.')).toBeVisible();
  });
});
