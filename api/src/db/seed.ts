import { type Kysely, sql } from 'kysely';
import { RESOURCES } from 'shared-contracts/contract';
import { clientActivityIndex, type DataSet, generateDataSet } from 'shared-contracts/server';

import { servedResources } from '../areas/modules';
import { saveClientActivity } from '../areas/people/clientActivity';
import { storedFields } from '../records/resourceTable';

/** Rows per INSERT while seeding. */
const BATCH = 5000;

/**
 * Stores a data set (the browser's sample data) in empty tables: each collection in the order the browser lists
 * it (newest first), and each client's activity.
 *
 * @internal exported for the API's bench and its tests' server (testing/testApi.ts); production seeds with seedIfEmpty.
 */
export async function seedData(db: Kysely<unknown>, data: Pick<DataSet, (typeof RESOURCES)[number]>): Promise<void> {
  const resources = servedResources();
  await db.transaction().execute(async (trx) => {
    for (const resource of RESOURCES) {
      const { table } = resources[resource];
      const columns = storedFields(table);
      // The oldest first, so that `seq` (the default order, highest first) lists them as the browser does.
      const records = data[resource].slice().reverse();
      for (let start = 0; start < records.length; start += BATCH) {
        const batch = JSON.stringify(records.slice(start, start + BATCH));
        await sql`INSERT INTO ${sql.table(table.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          SELECT ${sql.join(columns.map((column) => sql.ref(`p.${column}`)))}
          FROM jsonb_array_elements(${batch}::jsonb) WITH ORDINALITY AS e(value, n), jsonb_populate_record(NULL::${sql.table(table.table)}, e.value) AS p
          ORDER BY e.n`.execute(trx);
      }
    }
    // The jobs' search counters took a version per batch (api/migrations/007_job_search_counts.sql).
    await sql`SELECT portal_compact_job_search()`.execute(trx);
    const activity = clientActivityIndex(data.jobs, data.invoices);
    await saveClientActivity(
      trx,
      [...activity].map(([client_id, figures]) => ({ client_id, ...figures })),
    );
  });
}

/**
 * On a new database, the sample data the browser generates for today (same sizes, same links between records,
 * dates relative to the day of seeding). A database that holds records is left as it is.
 *
 * @example await seedIfEmpty(db, new Date()) // true the first time
 */
export async function seedIfEmpty(db: Kysely<unknown>, today: Date, jobCount?: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM jobs UNION ALL SELECT 1 FROM clients UNION ALL SELECT 1 FROM drivers LIMIT 1`.execute(db);
  if (rows.length > 0) return false;
  await seedData(db, generateDataSet({ today, jobCount }));
  return true;
}
