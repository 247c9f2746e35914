/**
 * Live map benchmark against the composed production build (host on :3000, this remote on :3006), in headless
 * Chromium. Prints figures only, asserts nothing. Map tiles are answered as failed (offline), as in the tests.
 *
 * For 100, 1,000 and 10,000 vehicles (/admin/tracking?vehicles=N):
 *   - tick: how long each 1 s simulation tick holds the main thread: the interval callback (simulation, map layer
 *     update, listeners) and the microtasks it queued (React renders a useSyncExternalStore update there, at once);
 *     median and p95 of 40 ticks after 3 of warm-up;
 *   - long tasks (over 50 ms, the browser's Long Tasks API) during those ticks: how many, and the longest: the
 *     map's repaint of every marker and route after a tick, and the panel's lists;
 *   - pan and zoom: frames per second while the mouse drags the map for about 2 s, then while the wheel zooms in
 *     three steps and back out (requestAnimationFrame callbacks counted in the page), and the longest frame.
 *
 * Usage: node mfe-map/bench/mapBench.mjs [baseUrl]   (serve first: node tooling/scripts/serve.mjs)
 */
/* global requestAnimationFrame -- used in functions that run in the page */
import { launchChromium } from '../../tooling/scripts/browser.mjs';

const BASE_URL = process.argv[2] ?? 'http://localhost:3000';
const COUNTS = [100, 1_000, 10_000];
const WARM_UP_TICKS = 3;
const TIMED_TICKS = 40;
const PAN_MOVES = 120;
const PAN_PIXELS_PER_MOVE = 3;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const ms = (value) => `${value.toFixed(2)} ms`;
/** Wheel steps in and back out, each left for the map's 250 ms zoom animation. */
const ZOOM_WHEEL_STEPS = [-100, -100, -100, 100, 100, 100];
const ZOOM_STEP_MS = 300;

/** Frames per second and the longest frame while `act` drives the map (requestAnimationFrame counted in the page). */
async function countFrames(page, act) {
  await page.evaluate(() => {
    const frames = [];
    globalThis.__mapBenchFrames = frames;
    globalThis.__mapBenchStop = false;
    const frame = (time) => {
      frames.push(time);
      if (!globalThis.__mapBenchStop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await act();
  const frames = await page.evaluate(() => {
    globalThis.__mapBenchStop = true;
    return globalThis.__mapBenchFrames;
  });
  const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
  const gaps = frames.slice(1).map((time, i) => time - frames[i]);
  return `${((frames.length - 1) / seconds).toFixed(1)} frames/s over ${seconds.toFixed(1)} s, longest frame ${ms(Math.max(...gaps))}`;
}

/** Runs in the page before its scripts: times every 1 s interval callback (the simulation's tick) and its microtasks. */
function timeTicks() {
  const ticks = [];
  const longTasks = [];
  globalThis.__mapBenchTicks = ticks;
  globalThis.__mapBenchLongTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const setIntervalNative = globalThis.setInterval;
  globalThis.setInterval = (callback, delay, ...rest) =>
    setIntervalNative(
      (...args) => {
        const started = performance.now();
        callback(...args);
        // Queued after the callback's own microtasks, so it runs once they have.
        if (delay === 1000) queueMicrotask(() => ticks.push(performance.now() - started));
      },
      delay,
      ...rest,
    );
}

async function measure(browser, count) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('admin-authenticated', 'true'));
  await context.addInitScript(timeTicks);
  await context.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/admin/tracking?vehicles=${count}`);
  await page.getByRole('button', { name: 'Zoom in' }).waitFor({ timeout: 120_000 });
  await page.getByText(new RegExp(`^${count.toLocaleString('en-GB')} vehicles · `)).waitFor();

  await page.waitForFunction((needed) => globalThis.__mapBenchTicks.length >= needed, WARM_UP_TICKS, { timeout: 120_000, polling: 100 });
  const longTasksBefore = await page.evaluate(() => globalThis.__mapBenchLongTasks.length);
  await page.waitForFunction((needed) => globalThis.__mapBenchTicks.length >= needed, WARM_UP_TICKS + TIMED_TICKS, {
    timeout: 120_000,
    polling: 500,
  });
  const ticks = (await page.evaluate(() => globalThis.__mapBenchTicks)).slice(WARM_UP_TICKS, WARM_UP_TICKS + TIMED_TICKS);
  const longTasks = (await page.evaluate(() => globalThis.__mapBenchLongTasks)).slice(longTasksBefore);

  const box = await page.getByRole('application', { name: 'Fleet map' }).boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const pan = await countFrames(page, async () => {
    await page.mouse.down();
    for (let i = 1; i <= PAN_MOVES; i++) await page.mouse.move(x - i * PAN_PIXELS_PER_MOVE, y - (i * PAN_PIXELS_PER_MOVE) / 2);
    await page.mouse.up();
  });
  const zoom = await countFrames(page, async () => {
    for (const delta of ZOOM_WHEEL_STEPS) {
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(ZOOM_STEP_MS);
    }
  });
  await context.close();

  console.log(
    `${String(count).padStart(6)} vehicles: tick median ${ms(percentile(ticks, 0.5))}, p95 ${ms(percentile(ticks, 0.95))} (${ticks.length} ticks); ` +
      `${longTasks.length} long tasks, longest ${longTasks.length ? ms(Math.max(...longTasks)) : '-'}; pan ${pan}; wheel zoom ${zoom}`,
  );
}

const browser = await launchChromium();
try {
  console.log(`Live map benchmark against ${BASE_URL} (goals: tick ≤ 8 ms at 10,000 vehicles; panning and zooming stay smooth)`);
  for (const count of COUNTS) await measure(browser, count);
} finally {
  await browser.close();
}
