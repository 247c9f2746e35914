import { type Kysely, sql } from 'kysely';

import type { EventRecord } from './publishEvent';

/** An event as stored and as the stream sends it (its id is the stream's `id:`). */
export interface StoredEvent {
  id: number;
  at: string;
  resource: string;
  action: string;
  records: EventRecord[];
  changed: string[];
  by: { id: number | null; name: string } | null;
  detail: unknown;
}

/** A stream's resume reads at most this many events; further behind, the browser reads everything again. */
export const MAX_BACKLOG = 1000;

const EVENT_FIELDS = sql`id::int AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, resource, action,
  records, changed, CASE WHEN account_name IS NULL THEN NULL ELSE jsonb_build_object('id', account_id, 'name', account_name) END AS by,
  detail`;

/** Events after `id`, oldest first, at most `limit`. */
export async function eventsAfter(db: Kysely<unknown>, id: number, limit = MAX_BACKLOG): Promise<StoredEvent[]> {
  const { rows } = await sql<StoredEvent>`SELECT ${EVENT_FIELDS} FROM events WHERE id > ${id} ORDER BY id LIMIT ${limit}`.execute(db);
  return rows;
}

/** The newest event's id (0 when none), and the id through which events were pruned. */
export async function eventBounds(db: Kysely<unknown>): Promise<{ last: number; prunedThrough: number }> {
  const { rows } = await sql<{ last: number; prunedThrough: number }>`SELECT
      coalesce((SELECT max(id) FROM events), 0)::int AS last,
      (SELECT pruned_through FROM event_retention)::int AS "prunedThrough"`.execute(db);
  return rows[0];
}

/** Deletes all but the newest `keep` events, and records through which id they went. */
export async function pruneEvents(db: Kysely<unknown>, keep: number): Promise<void> {
  await sql`WITH cut AS (SELECT coalesce(max(id), 0) - ${keep} AS through FROM events),
      gone AS (DELETE FROM events WHERE id <= (SELECT through FROM cut))
    UPDATE event_retention SET pruned_through = greatest(pruned_through, (SELECT through FROM cut))`.execute(db);
}
