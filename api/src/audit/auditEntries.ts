import { type Kysely, sql } from 'kysely';

/** Who an entry is by, as they were then; no id for a failed sign-in with an e-mail no account has. */
export interface Actor {
  id: number | null;
  email: string;
  name: string;
}

/** What an entry records: an action on a resource (a record of it, when it has one), and each changed field's old and new value. */
export interface AuditEvent {
  resource: string;
  recordId: string | null;
  action: string;
  changes?: Record<string, [unknown, unknown]>;
}

/** Writes one entry, in the transaction `db` is (the write it records, or the sign-in's own). */
export function recordAudit(db: Kysely<unknown>, actor: Actor, event: AuditEvent, at: Date): Promise<void> {
  return recordAudits(db, actor, [event], at);
}

/** Writes entries by one actor at one time in one statement (a write and the records it changed with it). */
export async function recordAudits(db: Kysely<unknown>, actor: Actor, events: readonly AuditEvent[], at: Date): Promise<void> {
  const rows = events.map((event) => ({
    resource: event.resource,
    record_id: event.recordId,
    action: event.action,
    changes: event.changes ?? {},
  }));
  await sql`INSERT INTO audit_entries (at, account_id, account_email, account_name, resource, record_id, action, changes)
    SELECT ${at}, ${actor.id}, ${actor.email}, ${actor.name}, e.resource, e.record_id, e.action, e.changes
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(resource text, record_id text, action text, changes jsonb)`.execute(db);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Each field whose value differs between `before` and `after`, as `{ field: [old, new] }` (a missing value is null).
 *
 * @example changesOf({ a: 1, b: 2 }, { a: 1, b: 3 }) // { b: [2, 3] }
 */
export function changesOf(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    if (!same(before?.[field], after[field])) changes[field] = [before?.[field] ?? null, after[field] ?? null];
  }
  return changes;
}
