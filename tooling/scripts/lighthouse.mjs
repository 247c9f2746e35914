/**
 * Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) of pages of
 * the running production build, driving Debian's Chromium. Prints scores and timings; asserts nothing.
 * Each page is audited five times and the run with the median performance score is printed, with Lighthouse's
 * benchmark index of this machine's CPU: on this shared machine one page's TBT moved by a factor of two between
 * sessions, and the index tells a slower machine from a slower page.
 *
 * Usage: node tooling/scripts/lighthouse.mjs [path…]   (serve first: node tooling/scripts/serve.mjs)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse from 'lighthouse';

import { ROOT } from './apps.mjs';
import { ensureChromium } from './systemPackages.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require(path.join(ROOT, 'tooling/chromium.cjs'));

const CATEGORIES = ['performance', 'accessibility', 'seo'];
// Five, not three: between runs of one build here, a page's TBT moved by ±200 ms (Lighthouse's CPU index 1,900-2,900).
const RUNS = 5;

/** Chromium with its DevTools port open, for Lighthouse to drive; resolves once it listens. */
export function startChromium() {
  ensureChromium();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'zorvex-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // Chromium still writes its profile while it shuts down: remove the folder once it has exited.
  const stop = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (data) => {
      output += data;
      const port = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Audits each path in turn and prints one row per page: performance, accessibility and SEO scores, LCP, TBT, CLS.
 *
 * @example await printLighthouse('http://localhost:3000', [{ path: '/', goal: 'performance ≥ 95' }]);
 */
export async function printLighthouse(baseUrl, pages) {
  const { port, stop } = await startChromium();
  try {
    console.log(`\nLighthouse, mobile (simulated slow 4G, 4× CPU slowdown), the median of ${RUNS} runs by performance score`);
    console.log(
      `  ${'page'.padEnd(24)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'SEO'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'CPU'.padStart(5)}  goal`,
    );
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(
          (await lighthouse(`${baseUrl}${page.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr,
        );
      }
      const lhr = runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[
        Math.floor(RUNS / 2)
      ];
      const score = (category) => String(Math.round((lhr.categories[category]?.score ?? 0) * 100)).padStart(5);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      console.log(
        `  ${page.path.padEnd(24)} ${score('performance')} ${score('accessibility')} ${score('seo')} ${seconds(audit('largest-contentful-paint')).padStart(8)} ` +
          `${`${Math.round(audit('total-blocking-time'))} ms`.padStart(8)} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)} ` +
          `${String(Math.round(lhr.environment.benchmarkIndex)).padStart(5)}  ${page.goal ?? ''}`,
      );
    }
    console.log("  CPU: Lighthouse's benchmark index of this machine during that run (higher is faster).");
  } finally {
    await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const paths = process.argv.slice(2);
  await printLighthouse(
    'http://localhost:3000',
    (paths.length ? paths : ['/']).map((pagePath) => ({ path: pagePath })),
  );
}
