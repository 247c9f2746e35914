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
