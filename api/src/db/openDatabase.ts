import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** Calls `onPayload` with each NOTIFY on `channel` from now on; `onRestart` after a lost connection is listening again. */
type Listen = (channel: string, onPayload: (payload: string) => void, onRestart?: () => void) => Promise<() => Promise<void>>;

/** The database, and its notifications (LISTEN) for the event stream. */
export type Database = Kysely<unknown> & { listen: Listen };

/** A query that waits this long for a connection (all busy, or the server away) fails: the request gets 503, not a hang. */
const CONNECTION_TIMEOUT_MS = 5000;

export interface DatabaseOptions {
  /** A PostgreSQL server's URL; without it, PGlite in this process keeps the data in `dataDir`. */
  databaseUrl?: string;
  /** A folder, or 'memory://' for a database that ends with the process. */
  dataDir: string;
  /** Connections to a PostgreSQL server. Default 10. */
  poolSize?: number;
}

/** Waited before a lost listening connection is opened again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a client of its own (a pooled connection goes back to the pool between queries): a connection lost is
 * opened again, and `onRestart` told, since notifications sent meanwhile were missed.
 */
function listenOnServer(databaseUrl: string): Listen {
  return async (channel, onPayload, onRestart) => {
    let stopped = false;
    // Until the first LISTEN succeeds, a failure is the caller's to retry.
    let listening = false;
    let client: pg.Client | undefined;
    const open = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => {});
      next.on('end', () => {
        if (!stopped && listening && client === next) reopen();
      });
      client = next;
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    };
    let reopening = false;
    // A failed connect both ends the client and rejects: one reopening at a time.
    const reopen = () => {
      if (reopening) return;
      reopening = true;
      setTimeout(() => {
        reopening = false;
        if (!stopped) open().then(onRestart, reopen);
      }, RELISTEN_MS).unref();
    };
    await open();
    listening = true;
    return async () => {
      stopped = true;
      await client?.end();
    };
  };
}

/**
 * The database through node-postgres and Kysely: a PostgreSQL server when a URL is given, else PGlite
 * (PostgreSQL compiled to WebAssembly, one connection) through the same driver.
 *
 * @example const db = await openDatabase({ dataDir: 'memory://' });
 */
export async function openDatabase({ databaseUrl, dataDir, poolSize = 10 }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    // Compiling a query (JIT) costs more than the short queries of a list's page save.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      options: '-c jit=off',
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // An idle connection the server ends (a restart, a dropped database) leaves the pool, and the next query opens
    // another: its error must not end the process.
    pool.on('error', () => {});
    // A connection checked out between two queries (inside a transaction) when the server goes away emits 'error' with
    // no listener of the pool's: the query that follows fails instead (503), and the process lives on.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    return Object.assign(db, { listen: listenOnServer(databaseUrl) });
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pool = new pg.Pool({ ...createPgConfig(lite), max: 1, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  const db = Object.assign(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), {
    listen: (async (channel, onPayload) => {
      const stop = await lite.listen(channel, onPayload);
      return () => stop();
    }) satisfies Listen,
  });
  // Kysely ends the pool; PGlite, owned here, is closed after it.
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await lite.close();
  };
  return db;
}
