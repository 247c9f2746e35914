import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'kysely';

import type { Database } from './openDatabase';

/**
 * Applies the SQL migrations of `dir` (api/migrations) not applied yet, in the order of their numbers, each in its own
 * transaction with its record in schema_migrations. A lock keeps two starting processes from applying one twice.
 *
 * @example const applied = await migrate(db, 'api/migrations'); // ['001_portal.sql', …] on a new database, [] after
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const files = readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))`.execute(trx);
      const { rows } = await sql`SELECT 1 FROM schema_migrations WHERE name = ${file}`.execute(trx);
      if (rows.length > 0) return false;
      await sql.raw(readFileSync(path.join(dir, file), 'utf8')).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
