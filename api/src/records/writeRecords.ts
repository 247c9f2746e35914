import { type Kysely, sql, type Transaction } from 'kysely';
import { ConflictError, NotFoundError, type Resource, writeActions, type WriteResult } from 'shared-contracts/contract';
import { type Cascade, changedResources, type CollectionName, type CollectionRules } from 'shared-contracts/server';

import { type Actor, type AuditEvent, changesOf, recordAudits } from '../audit/auditEntries';
import { type EventRecord, publishEvent } from '../events/publishEvent';
import { readOne } from './readRecords';
import { type ResourceTable, storedFields } from './resourceTable';
import { RuleScope } from './ruleScope';

type Row = Record<string, unknown>;
type Trx = Transaction<unknown>;

/** What a resource's writes need: the browser's rules, and what they read loaded first. */
export interface ResourceWrites {
  rules: CollectionRules<never, never, never>;
  /** Loads what `rules.create` reads for this input. */
  scopeCreate(scope: RuleScope, input: Row, now: Date): Promise<void>;
  /** Loads what `rules.update` reads for this change (the record itself is loaded already). */
  scopeUpdate(scope: RuleScope, existing: Row, patch: Row): Promise<void>;
  /** After the rows are written, in the same transaction (a client's activity moved by a job). */
  afterWrite?(trx: Trx, before: Row | undefined, after: Row): Promise<void>;
}

export interface WriteContext {
  db: Kysely<unknown>;
  tables: Readonly<Record<CollectionName, ResourceTable>>;
  now: () => Date;
}

/** Writes are few and short: one at a time, so the rules always read what the last write left. */
const oneWriteAtATime = (trx: Trx) => sql`SELECT pg_advisory_xact_lock(hashtext('portal_writes'))`.execute(trx);

function insertRow(trx: Trx, table: ResourceTable, record: Row) {
  const fields = storedFields(table).map((field) => sql.ref(field));
  const picked = storedFields(table).map((field) => sql.ref(`p.${field}`));
  return sql`INSERT INTO ${sql.table(table.table)} (${sql.join(fields)})
    SELECT ${sql.join(picked)} FROM jsonb_populate_record(NULL::${sql.table(table.table)}, ${JSON.stringify(record)}::jsonb) AS p`.execute(
    trx,
  );
}

/** Replaces records by id (their stored fields), each one's version counting the write. */
function replaceRows(trx: Trx, table: ResourceTable, records: readonly Row[]) {
  const sets = storedFields(table)
    .filter((field) => field !== 'id')
    .map((field) => sql`${sql.ref(field)} = ${sql.ref(`p.${field}`)}`);
  return sql`UPDATE ${sql.table(table.table)} AS t SET ${sql.join(sets)}, version = t.version + 1
    FROM jsonb_array_elements(${JSON.stringify(records)}::jsonb) AS e(value), jsonb_populate_record(NULL::${sql.table(table.table)}, e.value) AS p
    WHERE t.id = p.id`.execute(trx);
}

async function saveCascade(trx: Trx, context: WriteContext, cascade: Cascade | undefined) {
  for (const [collection, records] of Object.entries(cascade ?? {}) as unknown as [CollectionName, Row[] | undefined][]) {
    if (records?.length) await replaceRows(trx, context.tables[collection], records);
  }
}

/** The records a write changed with it, with their new versions. */
async function cascadeVersions(trx: Trx, context: WriteContext, cascade: Cascade | undefined): Promise<EventRecord[]> {
  const found: EventRecord[] = [];
  for (const [collection, records] of Object.entries(cascade ?? {}) as unknown as [CollectionName, Row[] | undefined][]) {
    if (!records?.length) continue;
    const { rows } = await sql<{ id: string; version: number }>`SELECT id, version FROM ${sql.table(context.tables[collection].table)}
      WHERE id = ANY(${records.map((record) => record.id as string)}) ORDER BY id`.execute(trx);
    found.push(...rows.map((row) => ({ resource: collection, id: row.id, version: row.version })));
  }
  return found;
}

async function finishWrite(
  trx: Trx,
  context: WriteContext,
  resource: Resource,
  writes: ResourceWrites,
  before: Row | undefined,
  write: { record: Row; cascade?: Cascade },
  audit: { actor: Actor; action: string },
  scope: RuleScope,
): Promise<WriteResult<Row>> {
  await saveCascade(trx, context, write.cascade);
  await writes.afterWrite?.(trx, before, write.record);
  const storedOf = (collection: CollectionName, record: Row) =>
    Object.fromEntries(storedFields(context.tables[collection]).map((field) => [field, record[field]]));
  const events: AuditEvent[] = [
    { resource, recordId: write.record.id as string, action: audit.action, changes: changesOf(before, storedOf(resource, write.record)) },
  ];
  // The records the write changed with it (a renamed client's jobs and invoices), each with its own old and new values.
  for (const [collection, records] of Object.entries(write.cascade ?? {}) as unknown as [CollectionName, Row[] | undefined][]) {
    for (const record of records ?? []) {
      const changes = changesOf(scope.record(collection, record.id as string), storedOf(collection, record));
      if (Object.keys(changes).length > 0) events.push({ resource: collection, recordId: record.id as string, action: 'update', changes });
    }
  }
  await recordAudits(trx, audit.actor, events, context.now());
  const data = await readOne(trx, context.tables[resource], write.record.id as string, context.now());
  const changed = changedResources(resource, before, write.record, write.cascade ?? {});
  await publishEvent(trx, {
    resource,
    action: audit.action,
    records: [
      { resource, id: data!.id as string, version: data!.version as number },
      ...(await cascadeVersions(trx, context, write.cascade)),
    ],
    changed,
    by: { id: audit.actor.id, name: audit.actor.name },
    at: context.now(),
  });
  return { data: data!, changed };
}

/**
 * Creates a record with the browser's rules for it (which check every field with the form's zod schema) in one
 * transaction, with its audit entry by `actor`: a refusal (ValidationError) stores nothing.
 */
export function createRecord(
  context: WriteContext,
  resource: Resource,
  writes: ResourceWrites,
  input: Row,
  actor: Actor,
): Promise<WriteResult<Row>> {
  return context.db.transaction().execute(async (trx) => {
    await oneWriteAtATime(trx);
    const scope = new RuleScope(trx, context.tables);
    await writes.scopeCreate(scope, input, context.now());
    const write = writes.rules.create(input as never, scope.context(context.now)) as { record: Row; cascade?: Cascade };
    await insertRow(trx, context.tables[resource], write.record);
    return finishWrite(trx, context, resource, writes, undefined, write, { actor, action: 'create' }, scope);
  });
}

/**
 * Changes some fields of a record with the browser's rules, in one transaction with its audit entry by `actor` (the
 * named action it is, such as `send`, or `update`). With `version`, a record changed since that version is refused
 * (ConflictError) and nothing is written.
 */
export function updateRecord(
  context: WriteContext,
  resource: Resource,
  writes: ResourceWrites,
  id: string,
  patch: Row,
  version: number | undefined,
  actor: Actor,
): Promise<WriteResult<Row>> {
  return context.db.transaction().execute(async (trx) => {
    await oneWriteAtATime(trx);
    const scope = new RuleScope(trx, context.tables);
    await scope.byIds(resource, [id]);
    const existing = scope.record(resource, id);
    if (!existing) throw new NotFoundError(resource, id);
    if (version !== undefined && scope.version(resource, id) !== version) throw new ConflictError(resource, id);
    await writes.scopeUpdate(scope, existing, patch);
    const write = writes.rules.update(existing as never, patch as never, scope.context(context.now)) as { record: Row; cascade?: Cascade };
    await replaceRows(trx, context.tables[resource], [write.record]);
    const action = writeActions(resource, 'update', patch).at(-1) ?? 'update';
    return finishWrite(trx, context, resource, writes, existing, write, { actor, action }, scope);
  });
}
