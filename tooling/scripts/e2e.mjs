/** `pnpm test:e2e`: production builds (with the test-only remote), then Playwright against them. */
import { buildApps, selectApps } from './build.mjs';
import { ensureE2ePackages } from './systemPackages.mjs';
import { run } from './run.mjs';

const skipBuild = process.argv.includes('--no-build');
// `pnpm test:e2e -- <spec files>` hands on a `--`, after which Playwright would read its options as file filters.
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build' && arg !== '--');
try {
  ensureE2ePackages();
  if (!skipBuild) await buildApps(selectApps(['--with-fixtures']));
  await run('pnpm', ['--dir', 'e2e', 'exec', 'playwright', 'test', ...playwrightArgs]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
