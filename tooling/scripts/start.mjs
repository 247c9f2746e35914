/** `pnpm start`: a fresh production build of every app, then every app served. */
import { buildApps, selectApps } from './build.mjs';
import { serveApps } from './serve.mjs';

const apps = selectApps(process.argv.slice(2));
try {
  await buildApps(apps);
  await serveApps(apps);
  for (const app of apps) console.log(`  ${app.name.padEnd(16)} http://localhost:${app.port}/`);
  console.log('\nThe portal is ready: open http://localhost:3000 (Ctrl+C stops it)');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
