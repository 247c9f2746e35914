/**
 * Jobs area benchmark against the composed production build (host on :3000, this remote on :3002).
 * Prints figures only, asserts nothing. (The area's JavaScript is in `pnpm bench`'s page table.)
 *
 *   Search keystroke to updated grid on /admin/jobs, with 980 jobs and with 100,000 jobs
 *      (sessionStorage['zorvex:bench-job-count'], read by the store at start-up). In the page:
 *      performance.now() at the keydown, then wait until both the table title "All Jobs (n)" and
 *      the grid's own row count ("1–25 of n") show the new n, then the next animation frame.
 *      Median of several characters, each typed into an empty box.
 *
 * Usage: node mfe-jobs/bench/jobsBench.mjs [baseUrl]   (serve first: node tooling/scripts/serve.mjs)
 */
/* global document, MutationObserver, requestAnimationFrame -- used in functions that run in the page */
import { launchChromium } from '../../tooling/scripts/browser.mjs';

const BASE_URL = process.argv[2] ?? 'http://localhost:3000';
const BENCH_JOB_COUNT_KEY = 'zorvex:bench-job-count';
const SEARCH_PLACEHOLDER = 'Search by job ID, client, type, driver, or vehicle...';
const CHARACTERS = ['z', 'q', 'k', 'x', 'v', 'y', 'w', 'f', 'h'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function openJobs(browser, { jobCount } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addInitScript(
    ([key, count]) => {
      localStorage.setItem('admin-authenticated', 'true');
      if (count) sessionStorage.setItem(key, String(count));
    },
    [BENCH_JOB_COUNT_KEY, jobCount ?? 0],
  );
  const page = await context.newPage();
  return { context, page };
}

/** Installs, in the page, the keydown-to-updated-grid probe and returns nothing. */
function installProbe() {
  const titleText = () => [...document.querySelectorAll('h2')].find((h) => h.textContent.startsWith('All Jobs'))?.textContent ?? '';
  const gridCountText = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
  const count = (text) => {
    const match = /\((\d+)\)|of\s+([\d,]+)/.exec(text);
    return match ? Number((match[1] ?? match[2]).replace(/,/g, '')) : NaN;
  };
  globalThis.__jobsBench = {
    arm() {
      const before = { title: titleText(), grid: gridCountText() };
      return new Promise((resolve) => {
        const input = document.querySelector('input[type="search"]');
        let started = 0;
        input.addEventListener('keydown', () => (started = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!started) return;
          const title = titleText();
          const grid = gridCountText();
          if (title === before.title || grid === before.grid) return;
          const shown = count(title);
          if (shown !== count(grid) && !(shown === 0 && grid === '0–0 of 0')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve({ ms: performance.now() - started, count: shown }));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
  };
}

async function measureSearch(browser, jobCount) {
  const { context, page } = await openJobs(browser, { jobCount });
  const loadStarted = Date.now();
  await page.goto(`${BASE_URL}/admin/jobs`);
  const title = page.getByRole('heading', { name: /^All Jobs \(\d+\)$/ });
  await title.waitFor({ timeout: 180_000 });
  const total = Number(/\((\d+)\)/.exec(await title.textContent())[1]);
  const loadMs = Date.now() - loadStarted;
  await page.evaluate(installProbe);
  const box = page.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
  const times = [];
  const counts = [];
  for (const character of CHARACTERS) {
    await box.fill('');
    await page
      .getByRole('heading', { name: `All Jobs (${total})` })
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        console.log('   (stuck at', await page.getByRole('heading', { level: 2 }).allTextContents(), page.url(), ')');
        throw error;
      });
    await page.waitForTimeout(400); // let the URL write of the previous search settle
    await box.focus();
    await page.evaluate(() => {
      globalThis.__jobsBenchResult = globalThis.__jobsBench.arm();
    });
    await page.keyboard.press(character);
    const outcome = await page.evaluate(() =>
      Promise.race([globalThis.__jobsBenchResult, new Promise((resolve) => setTimeout(() => resolve(null), 15_000))]),
    );
    if (outcome) {
      times.push(outcome.ms);
      counts.push(`${character}→${outcome.count}`);
    } else {
      counts.push(`${character}→(no change)`);
    }
  }
  await context.close();
  console.log(
    `   ${String(total).padStart(7)} jobs: median ${median(times).toFixed(1)} ms over ${times.length} keystrokes ` +
      `(min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; page ready in ${loadMs} ms)`,
  );
  console.log(`            runs: ${times.map((t) => t.toFixed(1)).join(', ')} ms; results ${counts.join(' ')}`);
}

const browser = await launchChromium();
try {
  console.log(`Jobs area benchmark against ${BASE_URL}`);
  console.log('\n2. Search keystroke to updated grid on /admin/jobs (goals: ≤ 50 ms with 980 jobs, ≤ 200 ms with 100,000)');
  await measureSearch(browser, undefined);
  await measureSearch(browser, 100_000);
} finally {
  await browser.close();
}
