import { expect, test } from '@playwright/test';

import { openSignedIn } from './session';

test("a vehicle's Route on the live map replays its day: the slider from the keyboard, Play and Pause, its stops, a GPX file", async ({
  page,
}) => {
  // An evening, so the day's route is whole.
  await page.clock.setFixedTime(new Date(2026, 10, 20, 19, 30, 0));
  await openSignedIn(page, '/admin/tracking?vehicle=VEH-001');
  await page.getByRole('region', { name: 'Route history' }).getByRole('link', { name: 'Route' }).click();
  await expect(page).toHaveURL(/\/admin\/tracking\/vehicles\/VEH-001\/route/);
  await expect(page.getByRole('heading', { level: 1, name: /^Route of / })).toBeVisible();
  await expect(page.getByText('Friday, 20 November 2026')).toBeVisible();

  const slider = page.getByRole('slider', { name: 'Time' });
  await expect(slider).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Stops \([1-9]\d*\)$/ })).toBeVisible();
  const start = await slider.getAttribute('aria-valuetext');
  await slider.focus();
  await page.keyboard.press('PageUp');
  await expect(slider).not.toHaveAttribute('aria-valuetext', start!);
  const moved = await slider.getAttribute('aria-valuetext');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(slider).not.toHaveAttribute('aria-valuetext', moved!);
  await page.getByRole('button', { name: 'Pause' }).click();
  const paused = await slider.getAttribute('aria-valuetext');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuetext', paused!);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export GPX' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.gpx$/);
});
