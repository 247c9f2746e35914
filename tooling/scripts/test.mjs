/** `pnpm test`: typecheck, lint, unused exports, every Jest suite (the API's again on PostgreSQL), the production build and Playwright; fails on the first failure. */
import { run } from './run.mjs';

const steps = [
  ['Typecheck', 'pnpm', ['typecheck']],
  ['Lint', 'pnpm', ['lint']],
  ['Exports nothing uses (knip)', 'pnpm', ['deadcode']],
  ['Unit and component tests', 'pnpm', ['test:unit', '--ci']],
  ["The API's tests against PostgreSQL", 'pnpm', ['test:api', '--ci']],
  ['Production build and end-to-end tests', 'pnpm', ['test:e2e']],
];

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n${title} failed: ${error.message}`);
    process.exit(1);
  }
}
console.log('\nEvery check passed.');
