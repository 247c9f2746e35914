/**
 * Public home page benchmark against the composed app (host on :3000):
 * gzip size of every JavaScript file downloaded for `/` (host included), and
 * Largest Contentful Paint of `/` with 4x CPU throttling, median of 3 cold runs.
 * Prints figures only. Usage: node mfe-public/bench/publicBench.mjs [baseUrl]
 */
import { gzipSync } from 'node:zlib';

import { launchChromium } from '../../tooling/scripts/browser.mjs';

const BASE_URL = process.argv[2] ?? 'http://localhost:3000';
const RUNS = 3;
const CPU_SLOWDOWN = 4;

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  new URL(response.url()).pathname.endsWith('.js');

/** Every JS response of one cold load of `/`, gzipped here (the static server may not compress). */
async function measureJavaScript(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!isJavaScript(response)) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return files;
}

/** LCP of one cold load of `/` with the CPU slowed down. */
async function measureLcp(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    globalThis.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        globalThis.__lcp = { time: entry.startTime, element: entry.element ? entry.element.tagName.toLowerCase() : '' };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(() => globalThis.__lcp);
  await context.close();
  return lcp;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

const browser = await launchChromium();
try {
  const files = await measureJavaScript(browser);
  const byOrigin = new Map();
  for (const file of files) {
    const origin = new URL(file.url).origin;
    const sum = byOrigin.get(origin) ?? { gzip: 0, raw: 0, count: 0 };
    byOrigin.set(origin, { gzip: sum.gzip + file.gzip, raw: sum.raw + file.raw, count: sum.count + 1 });
  }
  const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
  console.log(`JS for / (gzip): ${kb(totalGzip)} KB in ${files.length} files (${kb(totalRaw)} KB uncompressed)`);
  for (const [origin, sum] of byOrigin) console.log(`  ${origin}: ${kb(sum.gzip)} KB gzip, ${sum.count} files`);

  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureLcp(browser));
  const times = runs.map((run) => run.time);
  console.log(
    `LCP of / at ${CPU_SLOWDOWN}x CPU throttling: median ${median(times).toFixed(0)} ms ` +
      `(runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; element: ${runs.map((run) => run.element).join(', ')})`,
  );
} finally {
  await browser.close();
}
