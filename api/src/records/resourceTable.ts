import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { RecordOf, Resource } from 'shared-contracts/contract';
import { type AnyRecordKind, valueKindOf } from 'shared-contracts/records';

/** A search found another way than the general one: the rows it keeps, and how many. */
export interface SearchPlan {
  /** The rows the search keeps, as SQL over the source `r`. */
  where: RawBuilder<unknown>;
  /** How many records the search alone keeps, exactly. */
  count: () => Promise<number>;
}

export type FieldKind = 'text' | 'number' | 'boolean';

export interface FieldSpec {
  kind: FieldKind;
  /** Left out of the record when the row holds null (the record's type has it optional). */
  optional?: boolean;
  /** Not stored: the table's source works it out (a client's revenue, a vehicle's alert weight). */
  computed?: boolean;
}

/** Where one resource's records live and how they are read. */
export interface ResourceTable<R extends Resource = Resource> {
  resource: R;
  table: string;
  /** Every field a record holds as read (except `version` and whatever `finish` adds), with its kind. */
  fields: Readonly<Record<string, FieldSpec>>;
  /**
   * The rows to read: the table's columns, plus the fields reads work out for the day `today` (yyyy-mm-dd).
   * Every field of `fields` is a column of it, as are `seq` (the default order, newest first) and `search_text`.
   */
  source?: (today: string) => RawBuilder<unknown>;
  /**
   * For a table that grows large (jobs): a narrow table holding each record's id, search text (with its trigram
   * index) and the fields the text is made of. A search and its count read it instead of the wide rows, and a searched
   * page sorted by one of those fields is found in it.
   */
  searchTable?: { name: string; fields: readonly string[] };
  /**
   * For a table that grows large (jobs): finds a search (lower case, trimmed) another way, or answers undefined for the
   * general search.
   */
  searchPlan?: (db: Kysely<unknown>, needle: string) => Promise<SearchPlan | undefined>;
  /** Orders beyond a field: the columns to order by, ascending. */
  namedOrders?: Readonly<Record<string, readonly RawBuilder<unknown>[]>>;
  /** Adds to a record what SQL does not hold (a vehicle's alerts described for today). */
  finish?: (record: Record<string, unknown>, today: Date) => RecordOf[R];
}

/**
 * A table's fields, as its kind's declaration (shared-contracts/records) gives them: each one's kind, whether a record
 * may leave it out and whether reads work it out. The migrations are held to the same declaration (migrations.test.ts).
 *
 * @example fieldsOf(JOB_RECORD).porter_count // { kind: 'number', optional: false, computed: false }
 */
export function fieldsOf(kind: AnyRecordKind): Record<string, FieldSpec> {
  return Object.fromEntries(
    Object.entries(kind.fields).map(([name, spec]) => [
      name,
      { kind: valueKindOf(spec), optional: spec.optional ?? false, computed: spec.computed ?? false },
    ]),
  );
}

/** The rows of a table, or of its source. */
export function sourceOf(table: ResourceTable, today: string): RawBuilder<unknown> {
  return table.source ? table.source(today) : sql`SELECT * FROM ${sql.table(table.table)}`;
}

/** The fields a write stores: every field that is not worked out. */
export function storedFields(table: ResourceTable): string[] {
  return Object.entries(table.fields)
    .filter(([, spec]) => !spec.computed)
    .map(([field]) => field);
}

/** A row as read, as the record the contract describes: optional fields without a value left out, `version` kept. */
export function toRecord(table: ResourceTable, row: Record<string, unknown>, today: Date): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(table.fields)) {
    const value = row[field];
    if (value === null && spec.optional) continue;
    record[field] = value;
  }
  if (row.version !== undefined) record.version = row.version;
  return table.finish ? (table.finish(record, today) as unknown as Record<string, unknown>) : record;
}
