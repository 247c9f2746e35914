import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DataSet } from 'shared-contracts/server';

import { type App, buildApp } from '../app';
import { servedResources } from '../areas/modules';
import { ensureAdmin } from '../auth/accounts';
import { type ApiConfig, readConfig } from '../config';
import { migrate } from '../db/migrate';
import { type Database, openDatabase } from '../db/openDatabase';
import { seedData } from '../db/seed';

const API_DIR = path.resolve(__dirname, '../..');
const MIGRATIONS = path.join(API_DIR, 'migrations');
export const DEMO_LOGIN = { email: 'admin@zorvex-logistics.co.uk', password: 'Zorvex-Admin-2025' };

/**
 * PGlite's first start (initdb) takes many seconds: a migrated data folder is made once per set of migrations and
 * each test file opens a copy of it.
 */
async function pgliteDataDir(): Promise<string> {
  const migrations = readdirSync(MIGRATIONS)
    .sort()
    .map((file) => readFileSync(path.join(MIGRATIONS, file), 'utf8'));
  const key = createHash('sha256').update(migrations.join('\0')).digest('hex').slice(0, 16);
  const template = path.join(os.tmpdir(), `zorvex-api-pglite-${key}`);
  if (!existsSync(template)) {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'zorvex-api-template-'));
    const db = await openDatabase({ dataDir: fresh });
    await migrate(db, MIGRATIONS);
    await db.destroy();
    try {
      renameSync(fresh, template);
    } catch {
      rmSync(fresh, { recursive: true, force: true }); // another test file made it first
    }
  }
  const copy = mkdtempSync(path.join(os.tmpdir(), 'zorvex-api-test-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}

/** A database of its own on the PostgreSQL server DATABASE_URL names, so test files never share rows. */
async function serverDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `zorvex_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated database of its own, with nothing in it: PGlite in a temporary folder, or a new database on the PostgreSQL
 * server DATABASE_URL names.
 *
 * @example const { db, close } = await openMigratedDatabase(); … await close();
 */
export async function openMigratedDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const server = process.env.DATABASE_URL ? await serverDatabase(process.env.DATABASE_URL) : undefined;
  const dataDir = server ? '' : await pgliteDataDir();
  const db = await openDatabase({ databaseUrl: server?.url, dataDir });
  await migrate(db, MIGRATIONS);
  return {
    db,
    async close() {
      await db.destroy();
      await server?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApi {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The Fastify app itself, for `app.inject` and its routes. */
  app: App;
  /** The session cookie of the admin `fetch` is signed in as (`zorvex_session=…`). */
  cookie: string;
  db: Database;
  config: ApiConfig;
  /** fetch with the session cookie of a signed-in admin. */
  fetch: typeof fetch;
  /** Empties the tables and stores this data set. */
  reset(data: Pick<DataSet, 'jobs' | 'drivers' | 'vehicles' | 'clients' | 'invoices' | 'warehouses' | 'systemAlerts'>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The API on a free port over a database of its own: PGlite in a temporary folder, or, when DATABASE_URL is set
 * (CI against Debian's PostgreSQL), a new database on that server. Signed in once for `fetch`.
 */
export async function startTestApi({ now, env = {} }: { now?: () => Date; env?: Record<string, string> } = {}): Promise<TestApi> {
  const server = process.env.DATABASE_URL ? await serverDatabase(process.env.DATABASE_URL) : undefined;
  const dataDir = server ? undefined : await pgliteDataDir();
  const config = readConfig(
    // The event loop's delay is not measured (0): seeding, and two test files at once on two cores, would read as pressure.
    {
      LOG_LEVEL: 'silent',
      DEMO_LOGIN: 'true',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      ...(server ? { DATABASE_URL: server.url } : { PGLITE_DIR: dataDir }),
    },
    API_DIR,
  );
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db, MIGRATIONS);
  await ensureAdmin(db, config.admin, now?.() ?? new Date());
  const app = await buildApp({ db, config, now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!login.ok) throw new Error(`Could not sign in to the test API: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const signedIn: typeof fetch = (input, init = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });

  return {
    origin,
    app,
    cookie,
    db,
    config,
    fetch: signedIn,
    async reset(data) {
      await emptyData(db);
      await seedData(db, data);
    },
    async close() {
      await app.close();
      await db.destroy();
      await server?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Empties every resource's table (sessions stay). */
async function emptyData(db: Kysely<unknown>): Promise<void> {
  const tables = Object.values(servedResources()).map(({ table }) => sql.table(table.table));
  await sql`TRUNCATE ${sql.join([...tables, sql.table('client_activity')])} RESTART IDENTITY`.execute(db);
}
