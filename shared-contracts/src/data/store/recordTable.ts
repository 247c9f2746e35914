/**
 * One collection's records with an id index. Every change makes a new list (snapshots stay
 * immutable); records themselves are never mutated.
 */
export interface RecordTable<T extends { id: string }> {
  readonly list: readonly T[];
  readonly byId: ReadonlyMap<string, T>;
}

export function createTable<T extends { id: string }>(records: readonly T[]): RecordTable<T> {
  return { list: records.slice(), byId: new Map(records.map((r) => [r.id, r])) };
}

export function prependRecord<T extends { id: string }>(table: RecordTable<T>, record: T): RecordTable<T> {
  const byId = table.byId as Map<string, T>;
  byId.set(record.id, record);
  return { list: [record, ...table.list], byId };
}

export function replaceRecords<T extends { id: string }>(table: RecordTable<T>, records: readonly T[]): RecordTable<T> {
  if (records.length === 0) return table;
  const changed = new Map(records.map((r) => [r.id, r]));
  const list = table.list.map((record) => changed.get(record.id) ?? record);
  const byId = table.byId as Map<string, T>;
  for (const record of records) byId.set(record.id, record);
  return { list, byId };
}
