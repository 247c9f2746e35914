import { sql } from 'kysely';
import pg from 'pg';

import { openDatabase } from './openDatabase';

// Only a PostgreSQL server can end a connection on its own (`pnpm test:api`); PGlite lives in the process.
const onServer = process.env.DATABASE_URL ? it : it.skip;

onServer('keeps answering after the server ends one of its idle connections', async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
  try {
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  } finally {
    await db.destroy();
  }
});
