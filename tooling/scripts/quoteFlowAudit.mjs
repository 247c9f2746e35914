/**
 * Lighthouse's user-flow audit of the home page as a visitor uses it: a navigation (mobile, as the
 * navigation audits), then a timespan in which the visitor taps Get a Quote Now and the quote dialog
 * opens. Lighthouse scores a page nobody touches at 100 whether or not it answers a tap; the timespan's
 * INP and TBT are what the tap costs. Prints the median of RUNS flows; asserts nothing.
 *
 * Usage: node tooling/scripts/quoteFlowAudit.mjs   (serve first: node tooling/scripts/serve.mjs)
 */
/* global window -- in functions that run in the page */
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { startChromium } from './lighthouse.mjs';
import { median } from './median.mjs';
import { findQuoteControl, recordQuoteTap } from './quoteTapBench.mjs';

const RUNS = 3;
// What happens after the dialog is drawn (its fade, a late long task) still belongs to the tap.
const SETTLE_MS = 1000;
const DIALOG_TIMEOUT_MS = 15_000;

async function oneFlow(browser, url) {
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(recordQuoteTap);
    const flow = await startFlow(page, { name: 'Get a Quote Now', flags: { onlyCategories: ['performance'], logLevel: 'error' } });
    await flow.navigate(url);
    await flow.startTimespan();
    const control = await page.evaluate(findQuoteControl);
    await page.touchscreen.tap(control.x, control.y);
    // A dialog that never opens (the tap went to the e-mail program instead) is a figure too.
    const dialogMs = await page
      .waitForFunction(() => window.quoteTap.dialogAt !== null, { polling: 100, timeout: DIALOG_TIMEOUT_MS })
      .then(() => page.evaluate(() => window.quoteTap.dialogAt - window.quoteTap.tappedAt))
      .catch(() => Number.POSITIVE_INFINITY);
    await sleep(SETTLE_MS);
    await flow.endTimespan();
    const [navigation, timespan] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      label: control.label,
      performance: Math.round((navigation.categories.performance?.score ?? 0) * 100),
      navigationTbt: audit(navigation, 'total-blocking-time'),
      inp: audit(timespan, 'interaction-to-next-paint'),
      tbt: audit(timespan, 'total-blocking-time'),
      dialogMs,
    };
  } finally {
    await page.close();
  }
}

/**
 * @example await printQuoteFlow('http://localhost:3000');
 */
export async function printQuoteFlow(baseUrl, pagePath = '/') {
  const { port, stop } = await startChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneFlow(browser, `${baseUrl}${pagePath}`));
    const column = (key) => runs.map((run) => run[key]);
    const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
    console.log(
      `\nLighthouse user flow of ${pagePath} (mobile): navigate, then a timespan in which "${runs[0].label}" is tapped and the quote dialog opens; median of ${RUNS}`,
    );
    console.log(
      `  timespan INP            ${ms(median(column('inp'))).padStart(8)}  (runs: ${column('inp').map(ms).join(', ')}; goal ≤ 200 ms)`,
    );
    console.log(
      `  timespan TBT            ${ms(median(column('tbt'))).padStart(8)}  (runs: ${column('tbt').map(ms).join(', ')}; goal ≤ 200 ms)`,
    );
    console.log(
      `  tap → dialog drawn      ${ms(median(column('dialogMs'))).padStart(8)}  (runs: ${column('dialogMs').map(ms).join(', ')}; Lighthouse's own throttling)`,
    );
    console.log(`  navigation perf, TBT    ${String(median(column('performance'))).padStart(5)}, ${ms(median(column('navigationTbt')))}`);
  } finally {
    await browser.disconnect();
    await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printQuoteFlow(process.argv[2] ?? 'http://localhost:3000');
}
