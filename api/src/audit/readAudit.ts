import { type Kysely, type RawBuilder, sql } from 'kysely';

import type { AuditPage } from './auditSchemas';

/** What a page of the log is filtered by; each is optional. */
export interface AuditFilter {
  account?: number;
  resource?: string;
  recordId?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 1000;
/** The most rows a CSV export holds. */
const MAX_EXPORT = 100_000;

interface EntryRow {
  id: string;
  at: Date;
  account_id: number | null;
  account_email: string;
  account_name: string;
  resource: string;
  record_id: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

function where(filter: AuditFilter): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`TRUE`];
  if (filter.account !== undefined) conditions.push(sql`account_id = ${filter.account}`);
  if (filter.resource !== undefined) conditions.push(sql`resource = ${filter.resource}`);
  if (filter.recordId !== undefined) conditions.push(sql`record_id = ${filter.recordId}`);
  if (filter.action !== undefined) conditions.push(sql`action = ${filter.action}`);
  if (filter.from !== undefined) conditions.push(sql`at >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`at < ${filter.to}`);
  return sql.join(conditions, sql` AND `);
}

const rowsOf = (db: Kysely<unknown>, filter: AuditFilter, limit: number, offset: number) =>
  sql<EntryRow>`SELECT id::text AS id, at, account_id::int AS account_id, account_email, account_name, resource, record_id, action, changes
    FROM audit_entries WHERE ${where(filter)} ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);

const entryOf = (row: EntryRow) => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  account: { id: row.account_id, email: row.account_email, name: row.account_name },
  resource: row.resource,
  recordId: row.record_id,
  action: row.action,
  changes: row.changes,
});

/**
 * A page of the log, newest first. One row more than the page is read to say whether another follows: no count of
 * every match, which a log of millions of entries would make slow.
 */
export async function readAuditPage(
  db: Kysely<unknown>,
  filter: AuditFilter,
  { page = 1, perPage = DEFAULT_PER_PAGE }: { page?: number; perPage?: number },
): Promise<AuditPage> {
  const size = Math.min(Math.max(perPage, 1), MAX_PER_PAGE);
  const number = Math.max(page, 1);
  const { rows } = await rowsOf(db, filter, size + 1, (number - 1) * size);
  return { data: rows.slice(0, size).map(entryOf), next: rows.length > size ? number + 1 : null };
}

/** A cell as a spreadsheet reads it back: quoted when it must be, and never taken for a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The log's matching entries as CSV, newest first (at most MAX_EXPORT). */
export async function readAuditCsv(db: Kysely<unknown>, filter: AuditFilter): Promise<string> {
  const { rows } = await rowsOf(db, filter, MAX_EXPORT, 0);
  const lines = [['Time', 'E-mail', 'Name', 'Resource', 'Record', 'Action', 'Changes'].join(',')];
  for (const row of rows.map(entryOf))
    lines.push([row.at, row.account.email, row.account.name, row.resource, row.recordId, row.action, row.changes].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
