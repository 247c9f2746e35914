import { sql } from 'kysely';
import type { Resource } from 'shared-contracts/contract';
import { columnOf, RECORD_KINDS } from 'shared-contracts/records';

import { servedResources } from '../areas/modules';
import { openMigratedDatabase } from '../testing/testApi';

/** Columns a table keeps for the API's own reading: the write count, the default order, the search text, the dispatch order. */
const BOOKKEEPING = new Set(['version', 'seq', 'search_text', 'dispatch_group', 'dispatch_key']);

interface Column {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

/** Where a table the migrations leave and its kind's declaration disagree, one line each (none when they agree). */
function disagreements(resource: Resource, table: string, columns: readonly Column[]): string[] {
  const kind = RECORD_KINDS[resource];
  const byName = new Map(columns.map((column) => [column.column_name, column]));
  const lines: string[] = [];
  for (const [field, spec] of Object.entries(kind.fields)) {
    const declared = columnOf(spec);
    const column = byName.get(field);
    if (!declared) {
      if (column) lines.push(`${table}.${field}: worked out by reads, yet a column`);
      continue;
    }
    if (!column) {
      lines.push(`${table}.${field}: declared, no column`);
      continue;
    }
    const nullable = column.is_nullable === 'YES';
    if (column.data_type !== declared.type || nullable !== declared.nullable)
      lines.push(
        `${table}.${field}: declared ${declared.type}${declared.nullable ? ' NULL' : ' NOT NULL'}, ` +
          `column ${column.data_type}${nullable ? ' NULL' : ' NOT NULL'}`,
      );
  }
  for (const name of byName.keys())
    if (!Object.hasOwn(kind.fields, name) && !BOOKKEEPING.has(name)) lines.push(`${table}.${name}: a column no field declares`);
  return lines;
}

describe('the migrations', () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  it("leave each resource's table as its kind declares it: every field a column of its type, NULL where it may be empty", async () => {
    const found: string[] = [];
    for (const [resource, { table }] of Object.entries(servedResources()) as [Resource, { table: { table: string } }][]) {
      const { rows } = await sql<Column>`SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table.table}`.execute(database.db);
      expect(rows.length).toBeGreaterThan(0);
      found.push(...disagreements(resource, table.table, rows));
    }
    expect(found).toEqual([]);
  });

  it('are caught out by a declaration that differs from its table', () => {
    const columns: Column[] = [
      { column_name: 'id', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'name', data_type: 'integer', is_nullable: 'NO' },
      { column_name: 'version', data_type: 'integer', is_nullable: 'NO' },
      { column_name: 'legacy_code', data_type: 'text', is_nullable: 'YES' },
    ];
    expect(disagreements('warehouses', 'warehouses', columns)).toEqual([
      'warehouses.name: declared text NOT NULL, column integer NOT NULL',
      'warehouses.address: declared, no column',
      'warehouses.type: declared, no column',
      'warehouses.capacity: declared, no column',
      'warehouses.manager: declared, no column',
      'warehouses.occupied: declared, no column',
      'warehouses.status: declared, no column',
      'warehouses.staff_count: declared, no column',
      'warehouses.vehicles_based: declared, no column',
      'warehouses.operating_hours: declared, no column',
      'warehouses.last_inspection: declared, no column',
      'warehouses.phone: declared, no column',
      'warehouses.legacy_code: a column no field declares',
    ]);
  });
});
