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
export async function recordAudit(db: Kysely<unknown>, actor: Actor, event: AuditEvent, at: Date): Promise<void> {
  await sql`INSERT INTO audit_entries (at, account_id, account_email, account_name, resource, record_id, action, changes)
    VALUES (${at}, ${actor.id}, ${actor.email}, ${actor.name}, ${event.resource}, ${event.recordId}, ${event.action},
      ${JSON.stringify(event.changes ?? {})}::jsonb)`.execute(db);
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
