/**
 * The time report `pnpm test` prints at its end: how long each stage took and the slowest tests, read from the
 * JSON results Jest (`--json --outputFile`) and Playwright (its json reporter, see e2e/playwright.config.ts) write
 * into one folder. A stage that failed, or never ran, still shows what it took.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder the test runners write their results into; Playwright's config reads it from the environment. */
export const TEST_TIMES_ENV = 'ZORVEX_TEST_TIMES_DIR';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** Every test of a Jest results file: `{ name, ms }`, named by its file (relative to `root`) and its full title. */
function jestTests(results, root) {
  return results.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ name: `${path.relative(root, file.name)} › ${test.fullName}`, ms: test.duration ?? 0 })),
  );
}

/** Every test run of a Playwright results file, named `[project] file › titles`. */
function playwrightTests(results) {
  const walk = (suite, titles) => [
    ...(suite.suites ?? []).flatMap((child) => walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles)),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          name: `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}`,
          ms: result.duration,
        })),
      ),
    ),
  ];
  return results.suites.flatMap((suite) => walk(suite, []));
}

/** Every test timed in `dir`'s results files. */
export function timedTests(dir, root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const results = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      return file.startsWith('jest') ? jestTests(results, root) : playwrightTests(results);
    });
}

/**
 * The report: each stage's time (`{ title, ms, outcome }`), the total, and the `count` slowest tests.
 *
 * @example timeReport([{ title: 'Lint', ms: 61_000, outcome: 'passed' }], [{ name: 'a.test.ts › works', ms: 1200 }])
 */
export function timeReport(stages, tests, count = 15) {
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
  const width = Math.max(...stages.map((stage) => stage.title.length));
  const lines = [
    '',
    '=== Time report ===',
    ...stages.map(({ title, ms, outcome }) => `${title.padEnd(width)}  ${clock(ms).padStart(12)}  ${outcome}`),
  ];
  lines.push(`${'In all'.padEnd(width)}  ${clock(total).padStart(12)}`);
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length > 0) {
    lines.push('', `The ${slowest.length} slowest of ${tests.length} tests:`);
    for (const test of slowest) lines.push(`${seconds(test.ms).padStart(8)}  ${test.name}`);
  }
  return lines.join('\n');
}
