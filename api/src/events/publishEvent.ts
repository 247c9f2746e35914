import { type Kysely, sql } from 'kysely';
import type { AccessResource } from 'shared-contracts/contract';

/** The channel every API process listens on; a notification's payload is the new event's id. */
export const EVENTS_CHANNEL = 'portal_events';

/** A record a write left, with its new version. */
export interface EventRecord {
  resource: string;
  id: string;
  version: number;
}

/** What a committed write tells every browser that may read it. */
export interface NewEvent {
  /** What a role must be able to read to be sent it. */
  resource: AccessResource;
  action: string;
  records?: readonly EventRecord[];
  changed?: readonly string[];
  by: { id: number | null; name: string } | null;
  at: Date;
  detail?: unknown;
}

/**
 * Stores an event and notifies every API process, in the transaction `db` is: it is sent only if the write commits.
 * The lock, held to commit, keeps event ids in commit order.
 */
export async function publishEvent(db: Kysely<unknown>, event: NewEvent): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('portal_events'))`.execute(db);
  await sql`WITH added AS (
      INSERT INTO events (at, resource, action, records, changed, account_id, account_name, detail)
      VALUES (${event.at}, ${event.resource}, ${event.action}, ${JSON.stringify(event.records ?? [])}::jsonb,
        ${JSON.stringify(event.changed ?? [])}::jsonb, ${event.by?.id ?? null}, ${event.by?.name ?? null},
        ${event.detail === undefined ? null : JSON.stringify(event.detail)}::jsonb)
      RETURNING id)
    SELECT pg_notify(${EVENTS_CHANNEL}, id::text) FROM added`.execute(db);
}
