/**
 * `pnpm bench`: figures for the composed production build, printed, never asserted.
 *   - gzip bytes of JavaScript downloaded for /admin/login and for the first admin page
 *   - how many containers shipped each shared library to the browser (goal: 1)
 *   - `--build`: a full production build; `--install`: a cold install
 * then runs each package's own benchmark against the same servers.
 */

const AREA_BENCHES = ['shared-contracts/bench/dataBench.mjs', 'mfe-public/bench/publicBench.mjs', 'mfe-jobs/bench/jobsBench.mjs'];
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApps } from './build.mjs';
import { productApps, ROOT } from './apps.mjs';
import { launchChromium } from './browser.mjs';
import { serveApps } from './serve.mjs';
import { run } from './run.mjs';

const require = (await import('node:module')).createRequire(import.meta.url);
const { SHARED_PACKAGES } = require('../webpack/sharedDependencies.cjs');
const SHARED = [...new Set(SHARED_PACKAGES.map((key) => key.replace(/\/$/, '')))];
const DEMO = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };
const apps = productApps();
const appByPort = new Map(apps.map((app) => [String(app.port), app]));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function timeBuilds() {
  // Production builds use no persistent cache (see createConfig.cjs), so every build is a full one.
  rmSync(path.join(ROOT, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  const seconds = await buildApps(apps);
  console.log(`Full production build of ${apps.length} apps: ${seconds} s (goal ≤ 120 s)`);
}

function timeColdInstall() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zorvex-install-'));
  for (const file of execSync('git ls-files "*package.json" pnpm-lock.yaml pnpm-workspace.yaml', { cwd: ROOT }).toString().trim().split('\n')) {
    cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  }
  const started = performance.now();
  execSync(`pnpm install --frozen-lockfile --store-dir ${path.join(dir, '.store')}`, { cwd: dir, stdio: 'ignore', env: { ...process.env, CI: 'true' } });
  console.log(`Cold install (empty pnpm store, from the registry): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  rmSync(dir, { recursive: true, force: true });
}

/** Loads `path` in a fresh context and returns the JS responses it downloaded. */
async function jsDownloads(browser, { path: pagePath, signedIn = false, ready }) {
  const context = await browser.newContext();
  if (signedIn) await context.addInitScript(() => localStorage.setItem('admin-authenticated', 'true'));
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(`http://localhost:3000${pagePath}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const response of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ url: response.url(), bytes: body.length, gzip: gzipSync(body).length });
  }
  await context.close();
  return files;
}

const chunkTables = new Map();

/** The packages in one downloaded file, from its app's dist/chunk-packages.json (read once per app). */
function chunkPackages(url) {
  const { port, pathname } = new URL(url);
  const app = appByPort.get(port);
  if (!app) return { app: `port ${port}`, packages: [] };
  if (!chunkTables.has(app.name)) {
    const manifest = path.join(app.dir, 'dist/chunk-packages.json');
    chunkTables.set(app.name, existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {});
  }
  return { app: app.name, packages: chunkTables.get(app.name)[pathname.slice(1)] ?? [] };
}

function report(title, files) {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`\n${title}: ${files.length} JS files, ${kb(total)} gzip (goal ≤ 250 KB)`);
  const byApp = {};
  for (const file of files) {
    const { app } = chunkPackages(file.url);
    byApp[app] = (byApp[app] ?? 0) + file.gzip;
  }
  for (const [app, bytes] of Object.entries(byApp)) console.log(`  ${app.padEnd(14)} ${kb(bytes)}`);
  const copies = {};
  for (const file of files) {
    const { app, packages } = chunkPackages(file.url);
    for (const name of packages) {
      if (SHARED.includes(name)) (copies[name] ??= new Set()).add(app);
    }
  }
  console.log('  copies of each shared library (containers that shipped its code):');
  for (const name of SHARED) {
    const from = [...(copies[name] ?? [])];
    console.log(`    ${name.padEnd(22)} ${from.length}${from.length ? ` (${from.join(', ')})` : ' (not loaded)'}`);
  }
}

if (process.argv.includes('--install')) timeColdInstall();
if (process.argv.includes('--build') || apps.some((app) => !existsSync(path.join(app.dir, 'dist/index.html')))) await timeBuilds();

const servers = await serveApps(apps).catch(() => []);
const browser = await launchChromium();
try {
  report(
    '/admin/login',
    await jsDownloads(browser, { path: '/admin/login', ready: (page) => page.getByRole('heading', { name: 'Admin Portal' }).waitFor() }),
  );
  report(
    'First admin page after login (/admin/dashboard, cold cache)',
    await jsDownloads(browser, {
      path: '/admin/dashboard',
      signedIn: true,
      ready: (page) => page.getByText(/Dashboard Overview|is unavailable/).first().waitFor(),
    }),
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('http://localhost:3000/admin/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(/Dashboard Overview|is unavailable/).first().waitFor();
  console.log(`\nSign In click to dashboard shown: ${Date.now() - started} ms`);
  await context.close();
} finally {
  await browser.close();
}
try {
  for (const script of AREA_BENCHES.filter((file) => existsSync(path.join(ROOT, file)))) {
    console.log(`\n=== ${script} ===`);
    await run('node', [script]);
  }
} finally {
  for (const server of servers) server.close();
}
