/**
 * The admin pages a dispatcher opens on a phone, signed in, cold, on the sample data and on the API: the dashboard,
 * the jobs list and the live map. For each, in each mode:
 *   - Lighthouse's mobile audit (simulated slow 4G, 4× CPU): performance, TBT and LCP, each the median of RUNS runs;
 *   - the first tap on a card or a row, TAP_AFTER_LOAD_MS after the load event, on the phone profile
 *     (phoneProfile.mjs): from the touch (the event's own time stamp, so time spent waiting for a busy page counts) to
 *     the first frame that shows the answer (the job's page heading; the live map's controls of the tapped vehicle),
 *     in the page's own clock, the median of RUNS cold loads.
 * Prints figures; asserts nothing. Serves the production builds itself, on ports of their own (tooling/ports.json's
 * adminBench), the API on PGlite in api/.data/admin-bench.
 *
 * Usage: node tooling/scripts/adminPagesBench.mjs   (build first: pnpm build)
 */
/* global window, document, addEventListener, MutationObserver, requestAnimationFrame -- in functions that run in the page */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { startApi } from './apiServer.mjs';
import { productApps, remotesOnPortsPlus, ROOT } from './apps.mjs';
import { launchChromium } from './browser.mjs';
import { startChromium } from './lighthouse.mjs';
import { median } from './median.mjs';
import { PHONE_CONTEXT, slowToPhone } from './phoneProfile.mjs';
import { serveApps } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TAP_AFTER_LOAD_MS = 2000;
const TIMEOUT_MS = 60_000;
const DEMO = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };
const PORTS = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8')).adminBench;
const CONFIG = JSON.parse(readFileSync(path.join(ROOT, 'host-shell/public/config.json'), 'utf8'));

const JOB_PAGE = { selector: 'h1', text: 'Job Details', name: "the job's page heading" };
const PAGES = [
  {
    path: '/admin/dashboard',
    goal: 'perf ≥ 90, TBT ≤ 200 ms, LCP ≤ 2.5 s',
    tap: {
      name: "the Live Jobs card's first job",
      target: (page) =>
        page
          .getByRole('list', { name: /^Live Jobs/ })
          .getByRole('link')
          .first(),
    },
    answer: JOB_PAGE,
  },
  {
    path: '/admin/jobs',
    goal: 'perf ≥ 85, TBT ≤ 300 ms; tap ≤ 500 ms',
    tap: { name: "the first row's View", target: (page) => page.getByRole('link', { name: /^View / }).first() },
    answer: JOB_PAGE,
  },
  {
    path: '/admin/tracking',
    goal: 'perf ≥ 75, TBT ≤ 500 ms',
    tap: { name: "the Fleet list's first vehicle", target: (page) => page.locator('.vehicle-select').first() },
    answer: { selector: 'button', text: '(Pause|Resume)', name: "the vehicle's Pause or Resume" },
  },
];

/** The builds served on their ports plus `offset`, with config.json's remote URLs moved alike (and on `api` when given). */
const serveOnPortsPlus = (offset, api) =>
  serveApps(
    productApps().map((app) => ({ ...app, port: app.port + offset })),
    { overlay: { remotes: remotesOnPortsPlus(CONFIG.remotes, offset) }, api },
  );

/** Both deployments: the sample data and the API (its own PGlite database, seeded on its first start). */
async function serveBothModes() {
  // The demo login as the deployment's own account (an argon2id hash): NODE_ENV may be "production" here (pnpm bench's
  // build prerenders, which sets it for the whole run), and the API then insists on one. Ten sign-ins in a few minutes
  // (one per Lighthouse mode and per tap's cold load): above the API's 5 a minute per address.
  const passwordHash = execFileSync('pnpm', ['--silent', '--dir', 'api', 'hash-password'], { cwd: ROOT, input: DEMO.password })
    .toString()
    .trim();
  const env = {
    PGLITE_DIR: '.data/admin-bench',
    LOG_LEVEL: 'warn',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    ADMIN_EMAIL: DEMO.email,
    ADMIN_PASSWORD_HASH: passwordHash,
  };
  const api = await startApi({ port: PORTS.api, env, quiet: true });
  const servers = [...(await serveOnPortsPlus(PORTS.samplePlus)), ...(await serveOnPortsPlus(PORTS.apiPlus, api.origin))];
  return {
    modes: [
      { mode: 'sample', baseUrl: `http://localhost:${3000 + PORTS.samplePlus}` },
      { mode: 'API', baseUrl: `http://localhost:${3000 + PORTS.apiPlus}` },
    ],
    async close() {
      for (const server of servers) server.close();
      await api.stop();
    },
  };
}

/** In the page: signs in as the mode does (the sample data's flag; the API's session, whose cookie the browser keeps). */
async function signIn({ mode }) {
  if (mode === 'sample') {
    window.localStorage.setItem('admin-authenticated', 'true');
    return;
  }
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' }),
  });
  if (!response.ok) throw new Error(`Sign-in on the API answered ${response.status}`);
}

/** Lighthouse's mobile audit of every page in one mode, RUNS times each, signed in beforehand in the same browser. */
async function auditMode(port, { mode, baseUrl }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.evaluate(signIn, { mode });
  await page.close();
  await browser.disconnect();
  const audits = new Map();
  for (const { path: pagePath } of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Lighthouse clears the cache before each run (cold) but keeps cookies and local storage: the sign-in holds.
      const { lhr } = await lighthouse(`${baseUrl}${pagePath}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath)
        throw new Error(`${pagePath} showed ${lhr.finalDisplayedUrl}: not signed in?`);
      runs.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cpu: lhr.environment.benchmarkIndex,
      });
    }
    audits.set(pagePath, runs);
  }
  return audits;
}

/** In the page: the first touch's time, and the first frame that shows what answers it (`window.tapAnswer`). */
function recordTap() {
  const record = { tappedAt: null, answeredAt: null, answer: null };
  Object.assign(window, { tapAnswer: record });
  const answered = () => {
    const { selector, text } = record.answer;
    return [...document.querySelectorAll(selector)].some((element) => new RegExp(`^${text}$`).test(element.textContent.trim()));
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.tappedAt !== null) return;
      record.tappedAt = event.timeStamp;
      const observer = new MutationObserver(() => {
        if (!answered()) return;
        observer.disconnect();
        // The frame that draws it: its animation frame callbacks run just before it is painted, a task queued there just after.
        requestAnimationFrame(() => setTimeout(() => (record.answeredAt = performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { capture: true },
  );
}

/** One cold load on the phone, signed in; the tap TAP_AFTER_LOAD_MS after the load event (later if the target is not there yet). */
async function timeOneTap(browser, { mode, baseUrl }, { path: pagePath, tap, answer }) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    if (mode === 'sample') await context.addInitScript(() => window.localStorage.setItem('admin-authenticated', 'true'));
    else if (!(await context.request.post(`${baseUrl}/api/auth/login`, { data: DEMO })).ok()) throw new Error('Sign-in on the API failed');
    const page = await context.newPage();
    await page.addInitScript(recordTap);
    await slowToPhone(context, page);
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.evaluate((answerSpec) => Object.assign(window.tapAnswer, { answer: answerSpec }), {
      selector: answer.selector,
      text: answer.text,
    });
    await page.waitForFunction(
      (after) => performance.now() >= performance.getEntriesByType('navigation')[0].loadEventEnd + after,
      TAP_AFTER_LOAD_MS,
      { polling: 50 },
    );
    await tap.target(page).tap({ timeout: TIMEOUT_MS });
    await page.waitForFunction(() => window.tapAnswer.answeredAt !== null, null, { polling: 50, timeout: TIMEOUT_MS });
    return page.evaluate(() => {
      const { tappedAt, answeredAt } = window.tapAnswer;
      return { ms: answeredAt - tappedAt, tappedAfterLoad: tappedAt - performance.getEntriesByType('navigation')[0].loadEventEnd };
    });
  } catch (error) {
    console.error(`  ${pagePath} (${mode}): ${error.message.split('\n')[0]}`);
    return { ms: Number.POSITIVE_INFINITY, tappedAfterLoad: Number.NaN };
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–');

function printMode(mode, audits, taps) {
  for (const { path: pagePath, goal } of PAGES) {
    const runs = audits.get(pagePath);
    const tapRuns = taps.get(pagePath);
    const column = (key) => runs.map((run) => run[key]);
    console.log(
      `  ${mode.padEnd(7)} ${pagePath.padEnd(17)} ${String(median(column('perf'))).padStart(4)} ${ms(median(column('tbt'))).padStart(9)} ` +
        `${seconds(median(column('lcp'))).padStart(7)} ${ms(median(tapRuns.map((run) => run.ms))).padStart(9)}  ` +
        `${goal}\n${''.padEnd(28)}runs: perf ${column('perf').join(', ')}; TBT ${column('tbt').map(Math.round).join(', ')}; ` +
        `LCP ${column('lcp').map(seconds).join(', ')}; CPU ${column('cpu').map(Math.round).join(', ')}; ` +
        `tap ${tapRuns.map((run) => ms(run.ms)).join(', ')}, at load + ${tapRuns.map((run) => seconds(run.tappedAfterLoad)).join(', ')}`,
    );
  }
}

/**
 * Audits and taps every page in both modes, and prints one table.
 *
 * @example await printAdminPages(browser);
 */
export async function printAdminPages(browser) {
  const deployments = await serveBothModes();
  try {
    console.log(
      `\nAdmin pages on a phone, signed in, cold: Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${RUNS} runs; ` +
        `a tap ${TAP_AFTER_LOAD_MS / 1000} s after load (phone profile, page clock), median of ${RUNS} cold loads`,
    );
    console.log(
      `  ${'mode'.padEnd(7)} ${'page'.padEnd(17)} ${'perf'.padStart(4)} ${'TBT'.padStart(9)} ${'LCP'.padStart(7)} ${'tap'.padStart(9)}  goal`,
    );
    for (const deployment of deployments.modes) {
      const { port, stop } = await startChromium();
      const audits = await auditMode(port, deployment).finally(stop);
      const taps = new Map();
      for (const page of PAGES) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await timeOneTap(browser, deployment, page));
        taps.set(page.path, runs);
      }
      printMode(deployment.mode, audits, taps);
    }
    console.log(
      `  tap: from the touch on ${PAGES.map((page) => `${page.tap.name} (${page.path})`).join(', ')} to the first frame showing ` +
        `${[...new Set(PAGES.map((page) => page.answer.name))].join(', or ')}. CPU: Lighthouse's benchmark index (higher is faster).`,
    );
  } finally {
    await deployments.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const browser = await launchChromium();
  try {
    await printAdminPages(browser);
  } finally {
    await browser.close();
  }
}
