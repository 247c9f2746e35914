import { expect, test } from '@playwright/test';

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../tooling/chromium.cjs';
import { listGrid, openMap } from './map-page';
import { pauseClock } from './pageClock';

// Scrollbars that take room, as on Windows and most Linux desktops; headless Chromium hides them by
// default, which would hide a column pushed under the vertical scrollbar.
test.use({ launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const SIDE_LISTS = [
  { path: '/admin/tracking', titles: [/^Fleet \(/, /^Active Jobs \(/] },
  { path: '/admin/uk-fleet', titles: [/^Live Jobs — 21 Aug 2025 \(/, /^Active Vehicles \(/] },
];

for (const { path, titles } of SIDE_LISTS) {
  test(`${path} at 1440 px with scrollbars that take room: each side list's last column shows whole beside the vertical scrollbar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMap(page, path);
    await pauseClock(page);
    for (const title of titles) {
      const lastCell = listGrid(page, title).getByRole('row').nth(1).getByRole('gridcell').last();
      await lastCell.scrollIntoViewIfNeeded();
      const box = (await lastCell.boundingBox())!;
      // What a pointer finds 2 px inside the cell's right edge: the cell, not the scrollbar over it.
      const shown = await lastCell.evaluate(
        (cell, [x, y]) => cell.contains(document.elementFromPoint(x, y)),
        [box.x + box.width - 2, box.y + box.height / 2],
      );
      expect(shown, `${title}: last column`).toBe(true);
    }
  });
}
