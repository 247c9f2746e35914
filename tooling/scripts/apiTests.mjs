/**
 * `pnpm test:api`: the API's tests (the provider contract through the HTTP provider, sign-in, bad input, SQL held
 * to the browser's code) against a throw-away server of Debian's PostgreSQL, as production runs; `pnpm test:unit`
 * runs the same tests against PGlite.
 */
import { startPostgres } from './postgres.mjs';
import { run } from './run.mjs';
import { ensurePostgres } from './systemPackages.mjs';

try {
  ensurePostgres();
  const postgres = await startPostgres();
  try {
    await run('pnpm', ['exec', 'jest', '--config', 'api/jest.config.cjs', ...process.argv.slice(2)], {
      env: { ...process.env, DATABASE_URL: postgres.url },
    });
  } finally {
    postgres.stop();
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
