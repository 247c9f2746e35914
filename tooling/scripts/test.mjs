/**
 * `pnpm test`: typecheck, lint, unused exports, every Jest suite (the API's again on PostgreSQL), the production build
 * and both Playwright suites; stops at the first failure. It ends with a time report: each stage's time and the 15
 * slowest tests, so that growth is seen when it happens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT } from './apps.mjs';
import { run } from './run.mjs';
import { TEST_TIMES_ENV, timedTests, timeReport } from './testTimes.mjs';

const times = mkdtempSync(path.join(os.tmpdir(), 'zorvex-test-times-'));
const jestResults = (name) => ['--json', `--outputFile=${path.join(times, `jest-${name}.json`)}`];

const stages = [
  ['Typecheck', 'pnpm', ['typecheck']],
  ['Lint and format', 'pnpm', ['lint']],
  ['Exports nothing uses (knip)', 'pnpm', ['deadcode']],
  ['Unit and component tests', 'pnpm', ['test:unit', '--ci', ...jestResults('unit')]],
  ["The API's tests against PostgreSQL", 'pnpm', ['test:api', '--ci', ...jestResults('api')]],
  ['Production build', 'pnpm', ['build', '--with-fixtures']],
  ['End-to-end tests on the sample data', 'pnpm', ['test:e2e', '--no-build', '--suite=sample']],
  ['End-to-end tests on the API', 'pnpm', ['test:e2e', '--no-build', '--suite=api']],
];

const report = [];
let failed;
for (const [title, command, args] of stages) {
  if (failed) {
    report.push({ title, ms: 0, outcome: 'not run' });
    continue;
  }
  console.log(`\n=== ${title} ===`);
  const started = performance.now();
  try {
    await run(command, args, { env: { ...process.env, [TEST_TIMES_ENV]: times } });
    report.push({ title, ms: performance.now() - started, outcome: 'passed' });
  } catch (error) {
    failed = `${title} failed: ${error.message}`;
    report.push({ title, ms: performance.now() - started, outcome: 'FAILED' });
  }
}
console.log(timeReport(report, timedTests(times, ROOT)));
rmSync(times, { recursive: true, force: true });
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
console.log('\nEvery check passed.');
