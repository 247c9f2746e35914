import { type Kysely, sql } from 'kysely';
import type { Invoice, Job } from 'shared-contracts/records';
import { clientActivityIndex } from 'shared-contracts/server';

type Row = Record<string, unknown>;

/**
 * Works out the activity of these clients again with the browser's own rule (shared-contracts' clientActivityIndex:
 * completed jobs, revenue, average, last job) from their jobs and invoices, and keeps it in client_activity, so a
 * list of clients reads it instead of adding up every job.
 *
 * @example await refreshClientActivity(trx, ['CLI-001']);
 */
async function refreshClientActivity(db: Kysely<unknown>, clientIds: readonly string[]): Promise<void> {
  if (clientIds.length === 0) return;
  const [jobs, invoices] = await Promise.all([
    sql<Job>`SELECT client_id, status, total_amount, pickup_date FROM jobs WHERE client_id = ANY(${clientIds})`.execute(db),
    sql<Invoice>`SELECT client_id, job_id, status, amount FROM invoices WHERE client_id = ANY(${clientIds})`.execute(db),
  ]);
  const activity = [...clientActivityIndex(jobs.rows, invoices.rows)].map(([client_id, figures]) => ({ client_id, ...figures }));
  await sql`DELETE FROM client_activity WHERE client_id = ANY(${clientIds})`.execute(db);
  await saveClientActivity(db, activity);
}

/** Stores activity rows ({ client_id, total_jobs, total_revenue, average_job_value, last_job_date }). */
export async function saveClientActivity(db: Kysely<unknown>, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`INSERT INTO client_activity SELECT p.* FROM jsonb_populate_recordset(NULL::client_activity, ${JSON.stringify(rows)}::jsonb) AS p`.execute(
    db,
  );
}

/** After a job or invoice write: the activity of the client it belonged to and the one it belongs to now. */
export const refreshAfterWrite = (db: Kysely<unknown>, before: Row | undefined, after: Row) =>
  refreshClientActivity(db, [...new Set([before?.client_id, after.client_id].filter((id): id is string => typeof id === 'string'))]);
