/**
 * The main thread as a page starts, on a phone (phoneProfile.mjs): blocking time (each long task's time
 * past 50 ms, summed) from the first paint until a second after the page is ready, and the time from
 * navigation to ready. A public page is ready when its live page shows, with no input; the login page
 * when its heading shows. Prints medians of five cold loads; asserts nothing.
 *
 * Usage: node tooling/scripts/startupBench.mjs   (serve first: node tooling/scripts/serve.mjs)
 */
/* global window -- in functions that run in the page */
import { whenRunAsScript } from './browser.mjs';
import { median } from './median.mjs';
import { PHONE_CONTEXT, slowToPhone } from './phoneProfile.mjs';

const RUNS = 5;
const livePageShown = (page) => page.locator('#static-page').waitFor({ state: 'detached', timeout: 60_000 });
const PAGES = [
  { path: '/', ready: livePageShown },
  { path: '/fine-art', ready: livePageShown },
  { path: '/event-staging', ready: livePageShown },
  { path: '/admin/login', ready: (page) => page.getByRole('heading', { name: 'Admin Portal' }).waitFor({ timeout: 60_000 }) },
];

/** In the page: every long task, as [start, duration], in `window.longTasks`. */
function recordLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) => [entry.startTime, entry.duration]))).observe({
    type: 'longtask',
    buffered: true,
  });
}

async function loadOnce(browser, url, ready) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  await slowToPhone(context, page);
  await page.goto(url);
  await ready(page);
  const readyAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const { firstPaint, longTasks } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    longTasks: window.longTasks,
  }));
  await context.close();
  const blocking = longTasks.filter(([start]) => start >= firstPaint).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { readyAt, blocking };
}

/** @example await printStartup(browser, 'http://localhost:3000'); */
export async function printStartup(browser, baseUrl) {
  console.log(`\nA page starting on a phone (412×823 touch, 150 ms RTT, 1.6 Mbit/s, 4× CPU), median of ${RUNS} cold loads, no input`);
  console.log(`  ${'page'.padEnd(16)} ${'ready'.padStart(9)} ${'blocking after first paint'.padStart(27)}  runs (ms)`);
  for (const { path, ready } of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, `${baseUrl}${path}`, ready));
    const readyMs = median(runs.map((run) => run.readyAt));
    const blockingMs = median(runs.map((run) => run.blocking));
    console.log(
      `  ${path.padEnd(16)} ${`${Math.round(readyMs)} ms`.padStart(9)} ${`${Math.round(blockingMs)} ms`.padStart(27)}  ${runs.map((run) => Math.round(run.blocking)).join(', ')}`,
    );
  }
  console.log("  ready: a public page's live page shown, the login page's heading; blocking: each long task's time past 50 ms");
}

await whenRunAsScript(import.meta.url, printStartup);
