/**
 * `pnpm start`: a fresh production build of every app, then every app served, on the sample data in the browser.
 * `pnpm start --api`: the same portal on the API (api/, PGlite in api/.data unless DATABASE_URL names a PostgreSQL
 * server), served on the host's origin under /api.
 */
import { startApi } from './apiServer.mjs';
import { buildApps, selectApps } from './build.mjs';
import { serveApps } from './serve.mjs';

const onApi = process.argv.includes('--api');
const apps = selectApps(process.argv.slice(2));
// The API starts (and on a first run seeds its database) while the apps build.
// The README's demo login, on this machine only; the portal's server in front of it is the one proxy it believes.
const starting = onApi ? startApi({ env: { DEMO_LOGIN: 'true', TRUST_PROXY: '1' } }) : Promise.resolve(undefined);
starting.catch(() => {});
try {
  await buildApps(apps).catch(async (error) => {
    await (await starting.catch(() => undefined))?.stop();
    throw error;
  });
  const api = await starting;
  if (api) process.once('SIGINT', () => api.stop().then(() => process.exit(0)));
  await serveApps(apps, { api: api?.origin });
  for (const app of apps) console.log(`  ${app.name.padEnd(16)} http://localhost:${app.port}/`);
  if (api) console.log(`  ${'api'.padEnd(16)} ${api.origin}/api (served at http://localhost:3000/api)`);
  console.log(`\nThe portal is ready${api ? ' on the API' : ''}: open http://localhost:3000 (Ctrl+C stops it)`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
