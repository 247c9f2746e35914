import { expect, type Page, test } from '@playwright/test';

import { pauseClock, rendered } from './pageClock';
import { openPublicPage } from './publicPage';

const AUTOPLAY_MS = 4000;
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** 1-based numbers of the review slides currently on screen (the others are hidden and inert). */
async function visibleSlides(page: Page): Promise<number[]> {
  const carousel = page.getByRole('group', { name: 'Customer reviews' });
  return carousel
    .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    .evaluateAll((slides) => slides.map((slide) => Number(slide.getAttribute('aria-label')!.split(' ')[0])));
}

/** Opens `/` with fake timers, paused: carousel time moves only when the test says so. */
async function openWithFrozenClock(page: Page) {
  await page.clock.install();
  await openPublicPage(page, '/');
  await page.getByRole('group', { name: 'Customer reviews' }).waitFor();
  await pauseClock(page, 1000);
}

/** Hovering in and out restarts the autoplay timer from the paused clock's present. */
async function restartAutoplay(page: Page) {
  await page.getByRole('group', { name: 'Customer reviews' }).hover();
  await page.mouse.move(0, 0);
}

test('hero, service cards, fleet, reasons to choose us and the closing call to action', async ({ page }) => {
  await openPublicPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specialist Logistics, Handled with Care');

  await page.getByRole('button', { name: 'Get a Quote Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Free Quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const services = section(page, 'Our Services');
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(['General Logistics', 'Fine Art & Antiques', 'Event Staging']);
  await expect(services.getByRole('link')).toHaveCount(3);
  await expect(section(page, 'Our Fleet').getByRole('heading', { level: 3 })).toHaveText([
    'Transit Vans',
    '7.5T Lorries',
    'Box Trucks',
    'Electric Vehicles',
  ]);
  await expect(section(page, /^Why Choose/).getByRole('heading', { level: 3 })).toHaveText([
    'Reliable Timing',
    'Fully Insured',
    'Modern Fleet',
    'Expert Care',
  ]);

  await section(page, 'Ready to Move Something Special?').getByRole('button', { name: 'Get Your Free Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Free Quote' })).toBeVisible();
});

test('the General Logistics, Fine Art & Antiques and Event Staging cards each open their page (Back between them)', async ({ page }) => {
  await openPublicPage(page, '/');
  for (const [name, href, title] of [
    ['General Logistics', '/general-logistics', 'General Logistics Across London and the UK'],
    ['Fine Art & Antiques', '/fine-art', 'Fine Art & Antiques Handling and Transport'],
    ['Event Staging', '/event-staging', 'Event Staging and Exhibition Logistics'],
  ]) {
    await section(page, 'Our Services')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await expect(page, `the ${name} card`).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test.describe('reviews carousel', () => {
  test('shows 3, 2 and 1 of the ten five-star reviews at 1280, 1000 and 375 px (the window resized, as a visitor would, with the autoplay clock stopped); ten client logos and the five payment logos, drawn locally at a fixed size', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The carousel's time stands still: only the width moves it.
    await openWithFrozenClock(page);
    const clients = section(page, 'Trusted by Leading Organisations').getByRole('img');
    await expect(clients).toHaveCount(10);
    for (const logo of await clients.all()) {
      await expect(logo).toHaveAttribute('aria-label', /\w/);
      await expect(logo).toHaveAttribute('width', /\d+/);
      await expect(logo).toHaveAttribute('height', /\d+/);
    }
    const payments = await section(page, 'Accepted Payment Methods')
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')));
    expect(payments).toEqual(['Visa', 'Mastercard', 'Amex', 'PayPal', 'Apple Pay']);

    const carousel = page.getByRole('group', { name: 'Customer reviews' });
    for (const [width, expected] of [
      [1280, [1, 2, 3]],
      [1000, [1, 2]],
      [375, [1]],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(10);
      await expect(carousel.getByRole('img', { name: '5 out of 5 stars', includeHidden: true })).toHaveCount(10);
      await expect.poll(() => visibleSlides(page), { message: `at ${width}px` }).toEqual(expected);
      await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(10 - expected.length);
    }
  });

  test('plays every 4000 ms and pauses while hovered; focus inside it pauses autoplay; previous and next buttons move it and stop autoplay until Play is pressed', async ({
    page,
  }) => {
    await openWithFrozenClock(page);
    const carousel = page.getByRole('group', { name: 'Customer reviews' });
    await restartAutoplay(page);
    const [first] = await visibleSlides(page);
    await page.clock.runFor(AUTOPLAY_MS - 1);
    await rendered(page);
    expect((await visibleSlides(page))[0]).toBe(first);
    await page.clock.runFor(1);
    await expect.poll(async () => (await visibleSlides(page))[0]).toBe(first + 1);

    await carousel.getByRole('figure').first().hover({ force: true });
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await rendered(page);
    expect((await visibleSlides(page))[0]).toBe(first + 1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(async () => (await visibleSlides(page))[0]).toBe(first + 2);

    // Focus inside (the autoplay running again above).
    await page.getByRole('button', { name: 'Next reviews' }).focus();
    await page.mouse.move(0, 0);
    const before = await visibleSlides(page);
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await rendered(page);
    expect(await visibleSlides(page)).toEqual(before);

    // The buttons (focus still inside, on Next).
    const [shown] = await visibleSlides(page);
    await carousel.getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(async () => (await visibleSlides(page))[0]).toBe(shown + 1);
    await carousel.getByRole('button', { name: 'Previous reviews' }).click();
    await expect.poll(async () => (await visibleSlides(page))[0]).toBe(shown);
    while ((await visibleSlides(page))[0] !== 1) await carousel.getByRole('button', { name: 'Previous reviews' }).click();
    await carousel.getByRole('button', { name: 'Previous reviews' }).click();
    await expect.poll(() => visibleSlides(page)).toEqual([8, 9, 10]);

    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await rendered(page);
    expect(await visibleSlides(page)).toEqual([8, 9, 10]);

    await carousel.getByRole('button', { name: 'Play reviews' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => visibleSlides(page)).toEqual([1, 2, 3]);
  });

  test('never plays by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithFrozenClock(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await rendered(page);
    expect(await visibleSlides(page)).toEqual([1, 2, 3]);
    await expect(page.getByRole('button', { name: 'Pause reviews' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(() => visibleSlides(page)).toEqual([2, 3, 4]);
  });
});
