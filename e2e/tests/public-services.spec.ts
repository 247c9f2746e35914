import { expect, type Page, test } from '@playwright/test';

import { openPublicPage } from './publicPage';

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

const SERVICE_PAGES = [
  ['/general-logistics', 'General Logistics Across London and the UK', 'General Logistics'],
  ['/fine-art', 'Fine Art & Antiques Handling and Transport', 'Fine Art & Antiques'],
  ['/event-staging', 'Event Staging and Exhibition Logistics', 'Event Staging'],
  ['/vehicle-transportation', 'Enclosed Vehicle Transportation', 'Vehicle Transportation (Enclosed)'],
] as const;

for (const [path, title, eyebrow] of SERVICE_PAGES) {
  test(`${path} describes the service, with several quote buttons and a call link`, async ({ page }) => {
    await openPublicPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByText(eyebrow, { exact: true })).toBeVisible();
    expect(await page.getByRole('main').getByRole('button', { name: /quote/i }).count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('main').getByRole('link', { name: 'Call 020 7946 0321' }).first()).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    const h3 = await page.getByRole('main').getByRole('heading', { level: 3 }).count();
    expect(h3).toBeGreaterThanOrEqual(11);
    await expect(page).toHaveTitle(/Zorvex Logistics/);
  });
}

test('the vehicle page lists three services, four benefits and the four-step process', async ({ page }) => {
  await openPublicPage(page, '/vehicle-transportation');
  await expect(section(page, 'Our Vehicle Services').getByRole('heading', { level: 3 })).toHaveText([
    'Luxury Vehicle Transport',
    'Classic Car Transport',
    'Motorcycle Transport',
  ]);
  await expect(section(page, 'Why Choose Enclosed Transport').getByRole('heading', { level: 3 })).toHaveCount(4);
  const steps = section(page, 'Our Four-Step Process');
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Assessment', 'Loading', 'Transport', 'Delivery']);
});

test('the privacy page is a UK GDPR notice for quote requests sent by e-mail', async ({ page }) => {
  await openPublicPage(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(section(page, 'Who we are')).toContainText('Zorvex Logistics Ltd (trading as Zorvex Logistics) is the controller');
  await expect(section(page, 'The information we collect')).toContainText('opens your own e-mail program');
  await expect(section(page, 'How we use it and our lawful basis')).toContainText('Article 6(1)(b)');
  await expect(section(page, 'How long we keep it')).toContainText('12 months');
  await expect(section(page, 'Your rights')).toContainText('(portability)');
  await expect(section(page, 'How to complain')).toContainText("Information Commissioner's Office (ICO)");

  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your rights' }).click();
  const heading = page.getByRole('heading', { name: 'Your rights' });
  await expect(heading).toBeInViewport();
  const barHeight = (await page.getByRole('banner').boundingBox())!.height;
  expect((await heading.boundingBox())!.y, 'not hidden under the sticky top bar').toBeGreaterThanOrEqual(barHeight);
});
