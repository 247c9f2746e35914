/**
 * `pnpm test:e2e`: production builds (with the test-only remotes), then Playwright against them: the suite on the
 * sample data (e2e/playwright.config.ts: the UI on the Node server, the serving rules also through nginx), then the
 * suite on the API over a throw-away Debian PostgreSQL (e2e/playwright.api.config.ts). `--no-build` uses the builds
 * there are; `--suite=sample` or `--suite=api` runs one suite. Spec files named on the command line run in their own
 * suite alone (`pnpm test:e2e -- tests/jobs-list.spec.ts`, `pnpm test:e2e -- api-tests/sign-in.spec.ts`).
 */
import { buildApps, selectApps } from './build.mjs';
import { run } from './run.mjs';
import { ensureE2ePackages } from './systemPackages.mjs';

const ownOptions = (arg) => arg === '--no-build' || arg === '--' || arg.startsWith('--suite=');
const skipBuild = process.argv.includes('--no-build');
const onlySuite = process.argv.find((arg) => arg.startsWith('--suite='))?.slice('--suite='.length);
// `pnpm test:e2e -- <spec files>` hands on a `--`, after which Playwright would read its options as file filters.
const playwrightArgs = process.argv.slice(2).filter((arg) => !ownOptions(arg));
const isSpecFile = (arg) => /\.spec\.ts(:\d+)*$/.test(arg);
const onApi = (file) => file.replace(/^(\.\/)?(e2e\/)?/, '').startsWith('api-tests/');
const options = playwrightArgs.filter((arg) => !isSpecFile(arg));
const specFiles = playwrightArgs.filter(isSpecFile);
const suites = [
  { name: 'sample', config: 'playwright.config.ts', files: specFiles.filter((file) => !onApi(file)) },
  { name: 'api', config: 'playwright.api.config.ts', files: specFiles.filter(onApi) },
].filter((suite) => (onlySuite ? suite.name === onlySuite : true));
try {
  ensureE2ePackages();
  if (!skipBuild) await buildApps(selectApps(['--with-fixtures']));
  for (const { config, files } of suites) {
    if (specFiles.length > 0 && files.length === 0) continue;
    await run('pnpm', ['--dir', 'e2e', 'exec', 'playwright', 'test', '--config', config, '--pass-with-no-tests', ...options, ...files]);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
