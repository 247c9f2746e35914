/**
 * The jobs list's search keystroke to updated grid, in Debian's Chromium, against the API: the production builds served
 * as `pnpm start --api` serves them (on the ports of the e2e run on the API, host on 3200) with /api forwarded to the
 * API given, signed in through the login page. Words are typed into the list's search box a key at a time, each round
 * on a new page (the first round warms up).
 *
 * In the page: performance.now() at the keydown; the keystroke is done once the API's answer to that search (asked
 * after the keydown) has come and the grid shows it (its first row is the answer's first job, the title "All Jobs (n)"
 * and the grid's "… of n" its total), then the next animation frame.
 */
/* global document, location, window, MutationObserver, requestAnimationFrame -- used in functions that run in the page */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { productApps, remotesOnPortsPlus, ROOT } from '../../tooling/scripts/apps.mjs';
import { launchChromium } from '../../tooling/scripts/browser.mjs';
import { serveApps } from '../../tooling/scripts/serve.mjs';

const PORTS = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8')).e2eOnApi;
const SEARCH_PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
const KEYSTROKE_TIMEOUT_MS = 30_000;

const apps = () => productApps().map((app) => ({ ...app, port: app.port + PORTS.appsPlus }));
const hostOf = (list) => list.find((app) => app.name === 'host-shell');

/** Whether the portal is built (`pnpm build`). */
export const portalBuilt = () => existsSync(path.join(hostOf(apps()).dir, 'dist/config.json'));

/** Installs, in the page, the keydown-to-updated-grid probe: `__keystroke.arm(q)` resolves with the milliseconds. */
function installProbe() {
  const answers = new Map();
  let check = () => {};
  const send = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await send(...args);
    const url = new URL(args[0] instanceof Request ? args[0].url : String(args[0]), location.href);
    if (url.pathname === '/api/jobs' && url.searchParams.has('perPage')) {
      response
        .clone()
        .json()
        .then((body) => {
          answers.set(url.searchParams.get('q') ?? '', { total: body.total, firstId: body.data[0]?.id });
          check();
        });
    }
    return response;
  };
  const number = (text) => {
    const match = /\((\d+)\)|of\s+([\d,]+)/.exec(text ?? '');
    return match ? Number((match[1] ?? match[2]).replace(/,/g, '')) : NaN;
  };
  const shown = () => ({
    title: number([...document.querySelectorAll('h2')].find((h) => h.textContent.startsWith('All Jobs'))?.textContent),
    grid: number(document.querySelector('.MuiTablePagination-displayedRows')?.textContent),
    firstId: document.querySelector('.MuiDataGrid-row[data-rowindex="0"]')?.getAttribute('data-id') ?? undefined,
  });
  globalThis.__keystroke = {
    arm(q) {
      answers.clear();
      return new Promise((resolve) => {
        const input = document.querySelector('input[type="search"]');
        let started = 0;
        input.addEventListener('keydown', () => (started = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => check());
        check = () => {
          const answer = answers.get(q);
          if (!started || !answer) return;
          const now = shown();
          if (now.title !== answer.total || now.grid !== answer.total || now.firstId !== answer.firstId) return;
          observer.disconnect();
          check = () => {};
          requestAnimationFrame(() => resolve({ ms: performance.now() - started, total: answer.total }));
        };
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
  };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/**
 * Types each of `words` `rounds` times (the first round warms up) and prints the median and p95 of its keystrokes.
 *
 * @example await measureJobsKeystrokes({ api: 'http://127.0.0.1:3199', login, words: ['antique'], rounds: 3 });
 */
export async function measureJobsKeystrokes({ api, login, words, rounds }) {
  const list = apps();
  const host = hostOf(list);
  const built = JSON.parse(readFileSync(path.join(host.dir, 'dist/config.json'), 'utf8'));
  const servers = await serveApps(list, { api, overlay: { remotes: remotesOnPortsPlus(built.remotes, PORTS.appsPlus) } });
  const browser = await launchChromium();
  try {
    const viewport = { width: 1440, height: 1000 };
    const signingIn = await browser.newContext({ viewport });
    const signInPage = await signingIn.newPage();
    await signInPage.goto(`http://localhost:${host.port}/admin/login`);
    await signInPage.getByLabel('Email').fill(login.email);
    await signInPage.getByLabel('Password').fill(login.password);
    await signInPage.getByRole('button', { name: 'Sign In' }).click();
    await signInPage.getByText('Login successful').waitFor();
    const storageState = await signingIn.storageState();
    await signingIn.close();
    const times = [];
    const seen = [];
    for (let round = 0; round < rounds; round += 1) {
      // A new page each round, so no search is answered from the page's own cache of an earlier round.
      const context = await browser.newContext({ viewport, storageState });
      const page = await context.newPage();
      await page.goto(`http://localhost:${host.port}/admin/jobs`);
      await page.getByRole('heading', { name: /^All Jobs \(\d+\)$/ }).waitFor({ timeout: 120_000 });
      await page.evaluate(installProbe);
      const box = page.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
      for (const word of words) {
        await box.fill('');
        await page.waitForTimeout(500);
        await box.focus();
        for (let i = 1; i <= word.length; i += 1) {
          const q = word.slice(0, i);
          await page.evaluate((typed) => {
            globalThis.__keystrokeResult = globalThis.__keystroke.arm(typed);
          }, q);
          await page.keyboard.press(word[i - 1]);
          const outcome = await page.evaluate(
            (timeout) => Promise.race([globalThis.__keystrokeResult, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]),
            KEYSTROKE_TIMEOUT_MS,
          );
          if (!outcome) throw new Error(`The grid did not show the search "${q}" within ${KEYSTROKE_TIMEOUT_MS / 1000} s`);
          if (round > 0) times.push({ q, ms: outcome.ms });
          if (round === 0) seen.push(`${q}→${outcome.total}`);
        }
      }
      await context.close();
    }
    const ms = times.map((time) => time.ms);
    const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `  ${times.length} keystrokes: median ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`,
    );
    console.log(`  slowest: ${slowest.map(({ q, ms: took }) => `${q} ${took.toFixed(0)} ms`).join(', ')}`);
    console.log(`  matches as typed: ${seen.join(' ')}`);
  } finally {
    await browser.close();
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
