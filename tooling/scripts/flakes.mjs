/**
 * `pnpm flakes`: finds flaky end-to-end tests before CI does.
 *
 * - `pnpm flakes [--base=main] [--repeat=5]`: the e2e spec files a change touched (changed since `--base`, committed
 *   or not: spec files themselves, the specs that import a changed helper, and the specs of a changed area) run
 *   `--repeat` times each, in each suite they belong to, under one Playwright worker and then two as CI runs them.
 * - `pnpm flakes --list`: only names those spec files.
 * - `pnpm flakes --whole=3`: the whole `pnpm test` that many times in a row on a fresh clone of HEAD, as CI runs it.
 *
 * Every failure it shows is fixed at its cause, never with a retry or a sleep.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT } from './apps.mjs';
import { run } from './run.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** The spec files of an area's screens, by the prefix their names start with. */
const AREA_SPECS = {
  'host-shell': ['shell-', 'composition', 'module-health', 'preview', 'releases', 'serving', 'csp', 'toasts'],
  'mfe-public': ['public-'],
  'mfe-jobs': ['jobs-'],
  'mfe-fleet': ['fleet-'],
  'mfe-people': ['people-'],
  'mfe-finance': ['finance-'],
  'mfe-map': ['map-'],
};
const SUITES = [
  { dir: 'e2e/tests', config: 'playwright.config.ts' },
  { dir: 'e2e/api-tests', config: 'playwright.api.config.ts' },
];

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files changed since `base`: its commits and what is not committed yet. */
function changedFiles(base) {
  return [
    ...new Set([
      ...git('diff', '--name-only', `${base}...HEAD`),
      ...git('diff', '--name-only', 'HEAD'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ];
}

/** The spec files (relative to e2e/) a change touched, directly, through a helper, or through its area. */
function touchedSpecs(changed) {
  return SUITES.flatMap(({ dir }) => {
    const specs = readdirSync(path.join(ROOT, dir)).filter((file) => file.endsWith('.spec.ts'));
    const helpers = changed
      .filter((file) => file.startsWith('e2e/') && !file.endsWith('.spec.ts'))
      .map((file) => path.basename(file, '.ts'));
    const prefixes = Object.entries(AREA_SPECS).flatMap(([area, names]) =>
      changed.some((file) => file.startsWith(`${area}/`)) ? names : [],
    );
    return specs
      .filter((spec) => {
        const file = `${dir}/${spec}`;
        if (changed.includes(file) || prefixes.some((prefix) => spec.startsWith(prefix))) return true;
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        return helpers.some((helper) => new RegExp(`from '\\.\\.?/(?:[\\w-]+/)*${helper}'`).test(source));
      })
      .map((spec) => path.relative(path.join(ROOT, 'e2e'), path.join(ROOT, dir, spec)));
  });
}

async function repeatTouched() {
  const specs = touchedSpecs(changedFiles(option('base', 'main')));
  if (specs.length === 0) return console.log('No e2e spec is touched by this change.');
  const repeat = option('repeat', '5');
  if (process.argv.includes('--list')) return console.log(specs.join('\n'));
  // Alone a test meets no contention; beside another it meets the timing CI gives it: each can hide a race.
  for (const workers of [1, 2]) {
    console.log(`Running ${specs.length} spec files ${repeat} times each, ${workers} worker(s):\n  ${specs.join('\n  ')}`);
    await run('pnpm', [
      'test:e2e',
      ...(workers === 1 ? [] : ['--no-build']),
      '--',
      `--repeat-each=${repeat}`,
      `--workers=${workers}`,
      ...specs.map((spec) => `e2e/${spec}`),
    ]);
  }
}

async function wholeSuite(times) {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'zorvex-flakes-'));
  try {
    execFileSync('git', ['clone', '--quiet', ROOT, clone]);
    await run('pnpm', ['install', '--frozen-lockfile'], { cwd: clone });
    for (let round = 1; round <= times; round += 1) {
      console.log(`\n##### The whole suite on a fresh clone, run ${round} of ${times} #####`);
      await run('pnpm', ['test'], { cwd: clone, env: { ...process.env, CI: 'true' } });
    }
    console.log(`\n${times} runs in a row passed.`);
  } finally {
    if (existsSync(clone)) rmSync(clone, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const whole = option('whole');
  (whole ? wholeSuite(Number(whole)) : repeatTouched()).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
