/**
 * `pnpm bench`: figures for the composed production build, printed, never asserted.
 *   - per page: script requests, gzip and brotli JavaScript, code that arrived in more than one
 *     response, and which app each byte came from;
 *   - Lighthouse's mobile scores, LCP and TBT of the public pages and the login page;
 *   - a tap on a public page's first quote button to the dialog, on a phone (quoteTapBench.mjs), and
 *     Lighthouse's user flow of that tap on the home page (quoteFlowAudit.mjs);
 *   - main-thread blocking time as public pages and the login page start, on a phone (startupBench.mjs);
 *   - the admin pages a dispatcher opens on a phone (dashboard, jobs list, live map), signed in, on the sample data
 *     and on the API: Lighthouse's performance, TBT and LCP, and the first tap on a row or a card (adminPagesBench.mjs);
 *     `--admin` prints that table alone;
 *   - each area's own JavaScript on its first page;
 *   - sign-in to dashboard time;
 *   - `--build`: a full production build; `--install`: a cold install;
 * then runs each package's own benchmark against the same servers.
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

import { printAdminPages } from './adminPagesBench.mjs';
import { productApps, ROOT } from './apps.mjs';
import { launchChromium } from './browser.mjs';
import { buildApps } from './build.mjs';
import { printLighthouse } from './lighthouse.mjs';
import { kb, measurePage } from './pageWeight.mjs';
import { printQuoteFlow } from './quoteFlowAudit.mjs';
import { printQuoteTaps } from './quoteTapBench.mjs';
import { run } from './run.mjs';
import { serveApps } from './serve.mjs';
import { printStartup } from './startupBench.mjs';

/** `.ts` benches run with the API package's TypeScript runner. */
const AREA_BENCHES = [
  'shared-contracts/bench/dataBench.mjs',
  'mfe-public/bench/publicBench.mjs',
  'mfe-jobs/bench/jobsBench.mjs',
  'shared-contracts/bench/complianceBench.mjs',
  'mfe-map/bench/simulationBench.mjs',
  'mfe-map/bench/mapBench.mjs',
  'api/bench/apiBench.ts',
  'api/bench/auditBench.ts',
];
const DEMO = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };
const apps = productApps();

const heading = (text) => (page) => page.getByRole('heading', { name: text }).first().waitFor();
const orUnavailable = (text) => (page) =>
  page
    .getByText(new RegExp(`${text}|is unavailable`))
    .first()
    .waitFor();
/** A public page paints as static HTML and becomes live by itself, at idle (mfe-public's startLivePage): no input. */
const livePageShown = (page) => page.locator('#static-page').waitFor({ state: 'detached' });

/**
 * The pages the issues measure, with their goals. `settle: false` counts what was requested before the live
 * page showed (on a public page, the quote dialog's code too: it is asked for once the page's own is in);
 * otherwise what arrives until the network is idle too.
 */
const PAGES = [
  { path: '/', label: '/ live', ready: livePageShown, settle: false, goal: '≤ 150 KB brotli' },
  { path: '/', label: '/ + dialog', ready: livePageShown, goal: 'the live page and the quote dialog' },
  { path: '/fine-art', label: '/fine-art live', ready: livePageShown, settle: false, goal: '≤ 150 KB brotli' },
  { path: '/fine-art', label: '/fine-art + dialog', ready: livePageShown, goal: 'the live page and the quote dialog' },
  { path: '/admin/login', ready: heading('Admin Portal'), goal: '' },
  { path: '/admin/dashboard', signedIn: true, ready: orUnavailable('Dashboard Overview'), goal: '≤ 250 KB gzip' },
  { path: '/admin/jobs', signedIn: true, ready: orUnavailable('Jobs Management'), goal: '≤ 350 KB gzip, ≤ 30 scripts' },
];

const PUBLIC_GOAL = 'perf ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS ≤ 0.02, a11y and SEO 100';
const LIGHTHOUSE_PAGES = [
  { path: '/', goal: PUBLIC_GOAL },
  { path: '/general-logistics', goal: PUBLIC_GOAL },
  { path: '/fine-art', goal: PUBLIC_GOAL },
  { path: '/event-staging', goal: PUBLIC_GOAL },
  { path: '/vehicle-transportation', goal: PUBLIC_GOAL },
  { path: '/admin/login', goal: 'perf ≥ 90' },
];

/** Each area's first page, for its own JavaScript. */
const AREA_PAGES = [
  { app: 'mfe-public', path: '/', ready: livePageShown },
  { app: 'mfe-jobs', path: '/admin/dashboard', signedIn: true, ready: orUnavailable('Dashboard Overview') },
  { app: 'mfe-fleet', path: '/admin/vehicles', signedIn: true, ready: orUnavailable('Fleet Management') },
  { app: 'mfe-people', path: '/admin/drivers', signedIn: true, ready: orUnavailable('Driver Management') },
  { app: 'mfe-finance', path: '/admin/invoices', signedIn: true, ready: orUnavailable('Invoice Management') },
  { app: 'mfe-map', path: '/admin/tracking', signedIn: true, ready: orUnavailable('Select a vehicle') },
];

async function timeBuilds() {
  const seconds = await buildApps(apps);
  console.log(`Full production build of ${apps.length} apps: ${seconds} s (goal ≤ 120 s)`);
}

function timeColdInstall() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zorvex-install-'));
  for (const file of execSync('git ls-files "*package.json" pnpm-lock.yaml pnpm-workspace.yaml', { cwd: ROOT })
    .toString()
    .trim()
    .split('\n')) {
    cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  }
  const started = performance.now();
  execSync(`pnpm install --frozen-lockfile --store-dir ${path.join(dir, '.store')}`, {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, CI: 'true' },
  });
  console.log(`Cold install (empty pnpm store, from the registry): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  rmSync(dir, { recursive: true, force: true });
}

function printPages(rows) {
  console.log('\nJavaScript per page (one cold load, compressed here at the highest levels)');
  console.log(
    `  ${'page'.padEnd(18)} ${'scripts'.padStart(7)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  ${'code in >1 response'.padEnd(22)} goal`,
  );
  for (const { page, figures } of rows) {
    const twice = figures.downloadedTwice;
    const twiceText = `${twice.length} modules, ${kb(twice.reduce((sum, [, size]) => sum + size, 0))}`;
    console.log(
      `  ${(page.label ?? page.path).padEnd(18)} ${String(figures.scripts).padStart(7)} ${kb(figures.gzip).padStart(10)} ${kb(figures.brotli).padStart(10)}  ${twiceText.padEnd(22)} ${page.goal}`,
    );
  }
  console.log('  gzip by app:');
  for (const { page, figures } of rows) {
    console.log(
      `    ${(page.label ?? page.path).padEnd(16)} ${Object.entries(figures.byApp)
        .map(([app, bytes]) => `${app} ${kb(bytes)}`)
        .join(', ')}`,
    );
  }
  const twice = new Map(rows.flatMap(({ figures }) => figures.downloadedTwice));
  if (twice.size > 0) {
    const packages = [
      ...new Set(
        [...twice.keys()].map((name) =>
          name
            .split('/')
            .slice(0, name.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
      ),
    ];
    console.log(`  code that arrived twice, by package (source bytes before minification): ${packages.join(', ')}`);
  }
}

/** What a remote's entry weighs, as built: every page that opens its area downloads it first. */
function printRemoteEntries() {
  console.log('\nEach remote entry (remoteEntry.js as built, gzip at level 9)');
  for (const app of apps) {
    const entry = path.join(app.dir, 'dist/remoteEntry.js');
    if (!existsSync(entry)) continue;
    const bytes = gzipSync(readFileSync(entry), { level: constants.Z_BEST_COMPRESSION }).length;
    console.log(`  ${app.name.padEnd(14)} ${kb(bytes).padStart(8)} (${bytes} B)`);
  }
}

if (process.argv.includes('--install')) timeColdInstall();
/** What an app's build writes that it serves first: the host's page, a remote's entry (a remote writes no page). */
const builtFile = (app) => path.join(app.dir, 'dist', app.name === 'host-shell' ? 'index.html' : 'remoteEntry.js');
if (process.argv.includes('--build') || apps.some((app) => !existsSync(builtFile(app)))) await timeBuilds();

if (process.argv.includes('--admin')) {
  // The admin pages' table alone: it serves the builds on ports of its own.
  const browser = await launchChromium();
  try {
    await printAdminPages(browser);
  } finally {
    await browser.close();
  }
  process.exit(0);
}

const servers = await serveApps(apps).catch(() => []);
const browser = await launchChromium();
try {
  const rows = [];
  for (const page of PAGES) rows.push({ page, figures: await measurePage(browser, page) });
  const areaRows = [];
  for (const area of AREA_PAGES) areaRows.push({ area, figures: await measurePage(browser, area) });
  // The areas' first pages the table above does not already hold, whole (every container's scripts).
  const areaFirstPages = areaRows
    .filter(({ area }) => !PAGES.some((page) => page.path === area.path))
    .map(({ area, figures }) => ({ page: { path: area.path, goal: `first page of ${area.app}` }, figures }));
  printPages([...rows, ...areaFirstPages]);
  printRemoteEntries();
  await printLighthouse('http://localhost:3000', LIGHTHOUSE_PAGES);
  await printQuoteFlow('http://localhost:3000');
  await printQuoteTaps(browser, 'http://localhost:3000');
  await printStartup(browser, 'http://localhost:3000');
  await printAdminPages(browser);

  console.log("\nEach area's own JavaScript on its first page (responses from its own server; goal ≤ 60 KB, map ≤ 200 KB)");
  for (const { area, figures } of areaRows) {
    const own = figures.files.filter((file) => file.port === String(apps.find((app) => app.name === area.app)?.port));
    console.log(
      `  ${area.app.padEnd(14)} ${area.path.padEnd(18)} ${kb(own.reduce((sum, file) => sum + file.gzip, 0))} gzip in ${own.length} scripts`,
    );
  }

  console.log('\nA public page loaded (cold cache, no input at all) to its live page shown, median of 5');
  for (const pagePath of ['/', '/fine-art']) {
    const times = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://localhost:3000${pagePath}`);
      await livePageShown(page);
      times.push(Math.round(await page.evaluate(() => performance.now() - performance.getEntriesByType('navigation')[0].loadEventEnd)));
      await context.close();
    }
    console.log(`  ${pagePath.padEnd(18)} ${[...times].sort((a, b) => a - b)[2]} ms after the load event (runs: ${times.join(', ')} ms)`);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('http://localhost:3000/admin/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByText(/Dashboard Overview|is unavailable/)
    .first()
    .waitFor();
  console.log(`\nSign In click to dashboard shown: ${Date.now() - started} ms`);
  await context.close();
} finally {
  await browser.close();
}
try {
  for (const script of AREA_BENCHES.filter((file) => existsSync(path.join(ROOT, file)))) {
    console.log(`\n=== ${script} ===`);
    await (script.endsWith('.ts')
      ? run('pnpm', ['--silent', '--dir', 'api', 'exec', 'tsx', path.relative('api', script)])
      : run('node', [script]));
  }
} finally {
  for (const server of servers) server.close();
}
