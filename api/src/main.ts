// The API service: `pnpm --dir api start` (or `pnpm start --api` for the whole portal on it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app';
import { ensureAdmin } from './auth/accounts';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { seedIfEmpty } from './db/seed';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readConfig(process.env, apiDir);
for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db, path.join(apiDir, 'migrations'));
if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
if (await seedIfEmpty(db, new Date())) console.log("Seeded today's sample data");
await ensureAdmin(db, config.admin, new Date());
const app = await buildApp({ db, config });
await app.listen({ port: config.port, host: config.host });
console.log(`API on http://${config.host}:${config.port}/api (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);

/** Requests still open this long after a stop is asked for (a client that never finishes its body) are cut. */
const STOP_GRACE_MS = 5000;

async function stop() {
  setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS).unref();
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
