import type { Page } from '@playwright/test';

/**
 * Lets React apply what the page's fake timers just changed: it renders in a posted-message task, so
 * once a message posted now has been delivered, that render has run. No real time is waited for.
 */
export async function rendered(page: Page) {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Stops the page's fake clock a little ahead of its present (`leadMs`, firing the timers due until then): from here
 * only `page.clock.runFor` moves its time.
 */
export async function pauseClock(page: Page, leadMs = 100) {
  // pauseAt needs a time still ahead of the page's clock, which runs on while we ask: on a busy machine more than
  // 100 ms passed once between reading the time and pausing ("Cannot fast-forward to the past"), so ask again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + leadMs);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
