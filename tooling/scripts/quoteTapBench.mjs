/**
 * The public pages' first tap, timed as a visitor on a phone lives it: a cold load on the phone profile
 * (phoneProfile.mjs), a tap on the page's first quote button some time after the load event, and the
 * time from that touch (the event's own time stamp, so time spent waiting for a busy page counts) to the
 * first frame drawn with the quote dialog in it. Prints medians; asserts nothing.
 *
 * Usage: node tooling/scripts/quoteTapBench.mjs   (serve first: node tooling/scripts/serve.mjs)
 */
/* global window, document, addEventListener, requestAnimationFrame -- in functions that run in the page */
import { setTimeout as sleep } from 'node:timers/promises';

import { whenRunAsScript } from './browser.mjs';
import { median } from './median.mjs';
import { PHONE_CONTEXT, slowToPhone } from './phoneProfile.mjs';

const RUNS = 5;
const TAP_DELAYS_MS = [1000, 5000];
const PAGES = ['/', '/fine-art'];
const DIALOG_TIMEOUT_MS = 30_000;

/** In the page: the first touch's time, then the first frame in which a quote dialog is drawn. */
export function recordQuoteTap() {
  const record = { tappedAt: null, dialogAt: null };
  Object.assign(window, { quoteTap: record });
  const quoteDialogShown = () =>
    [...document.querySelectorAll('[role="dialog"]')].some(
      (dialog) => /quote/i.test(dialog.textContent ?? '') && dialog.getBoundingClientRect().height > 0,
    );
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.tappedAt !== null) return;
      record.tappedAt = event.timeStamp;
      const look = () => {
        if (quoteDialogShown()) record.dialogAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { capture: true },
  );
}

/** In the page: where the first quote control of the main content is, and how long ago the load event ended. */
export function findQuoteControl() {
  const control = [...document.querySelectorAll('main a, main button')].find(
    (element) => /Quote/.test(element.textContent ?? '') && element.getBoundingClientRect().height > 0,
  );
  const box = control?.getBoundingClientRect();
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    label: control?.textContent ?? null,
    x: box ? box.x + box.width / 2 : 0,
    y: box ? box.y + box.height / 2 : 0,
    sinceLoad: performance.now() - navigation.loadEventEnd,
  };
}

/** One cold load of `url` on the phone, a tap `delayMs` after its load event: ms to the dialog, and whether an e-mail was opened. */
async function timeOneTap(browser, url, delayMs) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await slowToPhone(context, page);
    await page.addInitScript(recordQuoteTap);
    let emails = 0;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) emails += 1;
    });
    await page.goto(url, { waitUntil: 'load' });
    const control = await page.evaluate(findQuoteControl);
    if (!control.label) throw new Error(`${url} has no quote control in its main content`);
    await sleep(Math.max(0, delayMs - control.sinceLoad));
    await page.touchscreen.tap(control.x, control.y);
    const shown = await page
      .waitForFunction(() => window.quoteTap.dialogAt !== null, null, { polling: 50, timeout: DIALOG_TIMEOUT_MS })
      .then(() => page.evaluate(() => window.quoteTap.dialogAt - window.quoteTap.tappedAt))
      .catch(() => Number.POSITIVE_INFINITY);
    return { label: control.label, ms: shown, emails };
  } finally {
    await context.close();
  }
}

const shownMs = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)}` : 'never');

/**
 * Times RUNS taps per page and delay and prints the medians.
 *
 * @example await printQuoteTaps(browser, 'http://localhost:3000');
 */
export async function printQuoteTaps(browser, baseUrl) {
  console.log(
    `\nTap on a public page's first quote button → quote dialog drawn, on a phone (412×823 touch, 150 ms RTT, 1.6 Mbit/s, 4× CPU), median of ${RUNS} cold loads`,
  );
  console.log(
    `  ${'page'.padEnd(10)} ${'tap after load'.padStart(14)} ${'median'.padStart(8)}  ${'runs (ms)'.padEnd(34)} ${'e-mails'.padStart(7)}  goal`,
  );
  for (const pagePath of PAGES) {
    for (const delayMs of TAP_DELAYS_MS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await timeOneTap(browser, `${baseUrl}${pagePath}`, delayMs));
      const times = runs.map((run) => run.ms);
      const emails = runs.reduce((sum, run) => sum + run.emails, 0);
      const goal = delayMs >= 5000 ? '≤ 300 ms' : '≤ 1,000 ms';
      console.log(
        `  ${pagePath.padEnd(10)} ${`${delayMs / 1000} s`.padStart(14)} ${`${shownMs(median(times))} ms`.padStart(8)}  ${times.map(shownMs).join(', ').padEnd(34)} ${String(emails).padStart(7)}  ${goal} ("${runs[0].label}")`,
      );
    }
  }
  console.log('  e-mails: how many of those taps opened the e-mail program (goal 0: the dialog, not an e-mail)');
}

await whenRunAsScript(import.meta.url, printQuoteTaps);
