import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CollectionName, RuleContext } from 'shared-contracts/server';

import { type ResourceTable, storedFields } from './resourceTable';

type Row = Record<string, unknown>;
type Tables = Readonly<Record<CollectionName, ResourceTable>>;

const strings = (values: readonly unknown[]) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value !== '')),
];

/**
 * The records one write's rules may read, loaded before they run. The rules are the browser's own
 * (shared-contracts' jobRules, clientRules…), written against a store that holds every record; here each write
 * loads what its rules look at: the records its ids name, the rows a cascade changes, the small tables whole.
 * A rule that reads a collection the write did not load fails loudly rather than see too little.
 *
 * @example
 * const scope = new RuleScope(trx, tables);
 * await scope.byIds('clients', [input.client_id]);
 * jobRules.create(input, scope.context(now));
 */
export class RuleScope {
  private readonly loaded = new Map<CollectionName, Map<string, Row>>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly tables: Tables,
  ) {}

  /** The records of a collection with these ids (values that are not ids are skipped: the rules refuse them). */
  byIds(collection: CollectionName, ids: readonly unknown[]): Promise<void> {
    return this.load(collection, sql`id = ANY(${strings(ids)})`);
  }

  /** The records of a collection whose field holds one of these values. */
  where(collection: CollectionName, field: string, values: readonly unknown[]): Promise<void> {
    return this.load(collection, sql`${sql.ref(field)} = ANY(${strings(values)})`);
  }

  /** Every record of a (small) collection. */
  whole(collection: CollectionName): Promise<void> {
    return this.load(collection, sql`TRUE`);
  }

  /** The records of a collection that a condition (and its order and limit) picks. */
  async load(collection: CollectionName, condition: RawBuilder<unknown>): Promise<void> {
    const table = this.tables[collection];
    const fields = [...storedFields(table), 'version'].map((field) => sql.ref(field));
    const { rows } = await sql<Row>`SELECT ${sql.join(fields)} FROM ${sql.table(table.table)} WHERE ${condition}`.execute(this.db);
    let records = this.loaded.get(collection);
    if (!records) this.loaded.set(collection, (records = new Map()));
    for (const row of rows) {
      const { version, ...record } = row;
      for (const [field, spec] of Object.entries(table.fields)) if (spec.optional && record[field] === null) delete record[field];
      records.set(record.id as string, record);
      this.versions.set(`${collection}/${record.id as string}`, version as number);
    }
  }

  /** A loaded record as the rules see it (stored fields only). */
  record(collection: CollectionName, id: string): Row | undefined {
    return this.loaded.get(collection)?.get(id);
  }

  /** The version a loaded record had when it was read. */
  version(collection: CollectionName, id: string): number | undefined {
    return this.versions.get(`${collection}/${id}`);
  }

  /** What the rules read: the loaded records, as the browser's store would give them. */
  context(now: () => Date): RuleContext {
    const records = (collection: CollectionName) => {
      const found = this.loaded.get(collection);
      if (!found) throw new Error(`A rule read ${collection}, which this write did not load`);
      return found;
    };
    return {
      now,
      get: (collection, id) => records(collection).get(id) as never,
      all: (collection) => [...records(collection).values()] as never,
    };
  }
}
