import { expect, type Page, test } from '@playwright/test';

import { openPublicPage } from './publicPage';

/** The company contact address (shared-contracts COMPANY.email), as a visitor sees it in the footer. */
const COMPANY_EMAIL = 'enquiries@zorvexlogistics.co.uk';
const SUBMITTED_AT = new Date('2025-06-10T08:05:00Z');

const VISITOR = {
  fullName: "Zoë O'Brien-Müller & Sons #1 + Co?",
  email: 'zoe+quotes@example.co.uk',
  phone: '+44 7700 900123',
  collectionAddress: 'Flat 2, 10 Rue & Co Mews?\nLondon W1A 1AA',
  deliveryAddress: 'The Barn #4, Bath BA1 1AA',
  preferredDate: '2025-06-12',
  details: 'Two oils (1.2m × 0.9m) — 50% glazed + framed\nAccess via rear door; ring first?',
};

const EXPECTED_SUBJECT = `Quote Request from ${VISITOR.fullName}`;
const EXPECTED_BODY = [
  'Quote request from the Zorvex Logistics website',
  '',
  'CONTACT DETAILS',
  `Full Name: ${VISITOR.fullName}`,
  `Email: ${VISITOR.email}`,
  `Phone: ${VISITOR.phone}`,
  '',
  'SERVICE',
  'Service Type: Fine Art & Antiques',
  '',
  'ADDRESSES',
  'Collection Address:',
  'Flat 2, 10 Rue & Co Mews?',
  'London W1A 1AA',
  'Delivery Address:',
  VISITOR.deliveryAddress,
  '',
  'Preferred Date: 12 June 2025',
  '',
  'Additional Details:',
  'Two oils (1.2m × 0.9m) — 50% glazed + framed',
  'Access via rear door; ring first?',
  '',
  'Submitted: 10/06/2025 at 09:05 BST',
].join('\r\n');

/** RFC 3986 percent-encoding: encodeURIComponent plus ! ' ( ) *. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Quote' });
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label}`));

async function fillQuote(page: Page) {
  await field(page, 'Full Name').fill(VISITOR.fullName);
  await field(page, 'Email').fill(VISITOR.email);
  await field(page, 'Phone').fill(VISITOR.phone);
  await field(page, 'Service Type').selectOption({ label: 'Fine Art & Antiques' });
  await field(page, 'Collection Address').fill(VISITOR.collectionAddress);
  await field(page, 'Delivery Address').fill(VISITOR.deliveryAddress);
  await field(page, 'Preferred Date').fill(VISITOR.preferredDate);
  await field(page, 'Additional Details').fill(VISITOR.details);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(SUBMITTED_AT);
});

/**
 * The former tests of the dialog, each run on the page it opened, once that page's quote buttons have been pressed:
 * one page load for both (the buttons leave the dialog closed and nothing typed).
 */
const ON_PAGE: Record<string, { title: string; run: (page: Page) => Promise<void> }> = {
  '/': {
    title:
      'the dialog works by keyboard alone, traps focus and returns it on Escape; the dialog has the eight fields, the required ones marked, and the three service choices; invalid input is reported on its own field and nothing typed is lost',
    run: async (page) => {
      let mailtoOpened = false;
      page.on('request', (request) => {
        if (request.url().startsWith('mailto:')) mailtoOpened = true;
      });
      const opener = page.getByRole('button', { name: 'Get a Quote Now' });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();

      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      for (const label of ['Full Name', 'Email', 'Phone', 'Service Type', 'Collection Address', 'Delivery Address']) {
        await expect(field(page, label)).toHaveAttribute('required', '');
        await expect(dialog(page).locator('label', { hasText: label })).toContainText('*');
      }
      await expect(field(page, 'Preferred Date')).not.toHaveAttribute('required', '');
      await expect(field(page, 'Additional Details')).not.toHaveAttribute('required', '');
      await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
      await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel');
      await expect(field(page, 'Preferred Date')).toHaveAttribute('type', 'date');
      const options = field(page, 'Service Type').locator('option');
      await expect(options).toHaveText(['Select a service', 'General Logistics', 'Fine Art & Antiques', 'Event Staging']);
      expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual([
        '',
        'general',
        'fine-art',
        'event',
      ]);

      // The dialog the click above opened.
      await field(page, 'Full Name').fill('Ann Smith');
      await field(page, 'Email').fill('ann@example');
      await field(page, 'Phone').fill('12345');
      await field(page, 'Additional Details').fill('Piano, ground floor');
      await dialog(page).getByRole('button', { name: 'Send Quote Request' }).click();

      await expect(field(page, 'Email')).toBeFocused();
      await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter an email address like name@example.co.uk');
      await expect(field(page, 'Phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Service Type')).toHaveAccessibleDescription('Choose a service');
      await expect(field(page, 'Collection Address')).toHaveAccessibleDescription('Enter the collection address');
      await expect(field(page, 'Delivery Address')).toHaveAccessibleDescription('Enter the delivery address');
      await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'false');
      await expect(field(page, 'Full Name')).toHaveValue('Ann Smith');
      await expect(field(page, 'Email')).toHaveValue('ann@example');
      await expect(field(page, 'Additional Details')).toHaveValue('Piano, ground floor');
      await expect(dialog(page)).toBeVisible();
      expect(mailtoOpened).toBe(false);

      await field(page, 'Email').fill('ann@example.co.uk');
      await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'false');
    },
  },
  '/general-logistics': {
    title: 'a visitor can send a quote using only the keyboard',
    run: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Get a Quote' }).first().focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'Full Name')).toBeVisible();
      await field(page, 'Full Name').focus();
      await page.keyboard.type('Ann Smith');
      await page.keyboard.press('Tab');
      await page.keyboard.type('ann@example.co.uk');
      await page.keyboard.press('Tab');
      await page.keyboard.type('07700 900123');
      await page.keyboard.press('Tab');
      await expect(field(page, 'Service Type')).toBeFocused();
      await expect(field(page, 'Service Type')).toHaveValue('general');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1 High Street, Bath');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2 Low Road, London');
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await field(page, 'Full Name').press('Enter');
      expect(decodeURIComponent((await mailto).url())).toContain('Quote Request from Ann Smith');
      await expect(page.getByText('Thank you!')).toBeVisible();
    },
  },
  '/fine-art': {
    title: 'submitting opens a mailto with the exact subject and body, thanks the visitor, closes and resets',
    run: async (page) => {
      const opener = page.getByRole('main').getByRole('button', { name: 'Get a Quote' }).first();
      await opener.click();
      await fillQuote(page);

      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await dialog(page).getByRole('button', { name: 'Send Quote Request' }).click();
      const url = (await mailto).url();

      expect(url).toBe(`mailto:${COMPANY_EMAIL}?subject=${encode(EXPECTED_SUBJECT)}&body=${encode(EXPECTED_BODY)}`);
      const match = /^mailto:([^?#]+)\?subject=([^&#]*)&body=([^&#]*)$/.exec(url);
      expect(match, 'one ?, one &, no raw #').not.toBeNull();
      expect(match![1]).toBe(COMPANY_EMAIL);
      expect(decodeURIComponent(match![2])).toBe(EXPECTED_SUBJECT);
      expect(decodeURIComponent(match![3])).toBe(EXPECTED_BODY);

      await expect(page.getByText('Thank you!')).toBeVisible();
      await expect(
        page.getByText("Your email client will open to send the quote request. We'll get back to you within 24 hours."),
      ).toBeVisible();
      await expect(dialog(page)).toBeHidden();
      await expect(opener).toBeFocused();
      expect(new URL(page.url()).pathname).toBe('/fine-art');

      await opener.click();
      for (const label of [
        'Full Name',
        'Email',
        'Phone',
        'Collection Address',
        'Delivery Address',
        'Preferred Date',
        'Additional Details',
      ]) {
        await expect(field(page, label)).toHaveValue('');
      }
    },
  },
  '/event-staging': {
    title: 'Cancel closes without sending, keeps the draft, and focus returns to the button',
    run: async (page) => {
      const opener = page.getByRole('main').getByRole('button', { name: 'Request a Quote' });
      await opener.click();
      await expect(field(page, 'Service Type')).toHaveValue('event');
      await field(page, 'Full Name').fill('Priya Natarajan');
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(field(page, 'Full Name')).toHaveValue('Priya Natarajan');
    },
  },
};

for (const path of ['/', '/general-logistics', '/fine-art', '/event-staging', '/vehicle-transportation']) {
  const then = ON_PAGE[path];
  test(`every quote button on ${path} opens the one quote dialog${then ? `; ${then.title}` : ''}`, async ({ page }) => {
    await openPublicPage(page, path);
    const buttons = page.getByRole('main').getByRole('button', { name: /quote/i });
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();
    expect(count, `quote buttons on ${path}`).toBeGreaterThanOrEqual(path === '/' ? 2 : 3);
    for (let i = 0; i < count; i += 1) {
      await buttons.nth(i).click();
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog(page)).toBeHidden();
    }
    if (then) await then.run(page);
  });
}
