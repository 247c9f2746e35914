/**
 * One collection's records with an id index and, position for position, each record's lower-case
 * search text, so a search is one tight loop. Every change makes new arrays (snapshots stay
 * immutable); records themselves are never mutated.
 */
export interface RecordTable<T extends { id: string }> {
  readonly list: readonly T[];
  readonly texts: readonly string[];
  readonly byId: ReadonlyMap<string, T>;
}

export function createTable<T extends { id: string }>(records: readonly T[], searchText: (record: T) => string): RecordTable<T> {
  return { list: records.slice(), texts: records.map(searchText), byId: new Map(records.map((r) => [r.id, r])) };
}

export function prependRecord<T extends { id: string }>(table: RecordTable<T>, record: T, searchText: (record: T) => string): RecordTable<T> {
  const byId = table.byId as Map<string, T>;
  byId.set(record.id, record);
  return { list: [record, ...table.list], texts: [searchText(record), ...table.texts], byId };
}

export function replaceRecords<T extends { id: string }>(
  table: RecordTable<T>,
  records: readonly T[],
  searchText: (record: T) => string,
): RecordTable<T> {
  if (records.length === 0) return table;
  const changed = new Map(records.map((r) => [r.id, r]));
  const list = table.list.slice();
  const texts = table.texts.slice();
  for (let i = 0; i < list.length; i++) {
    const next = changed.get(list[i].id);
    if (next) {
      list[i] = next;
      texts[i] = searchText(next);
    }
  }
  const byId = table.byId as Map<string, T>;
  for (const record of records) byId.set(record.id, record);
  return { list, texts, byId };
}

/**
 * Case-insensitive substring search; a blank query returns every record.
 *
 * @example searchTable(table, 'ZVX-101') // the records whose search text holds "zvx-101"
 */
export function searchTable<T extends { id: string }>(table: RecordTable<T>, query: string | undefined): T[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (!needle) return table.list.slice();
  const { list, texts } = table;
  const found: T[] = [];
  for (let i = 0; i < texts.length; i++) if (texts[i].includes(needle)) found.push(list[i]);
  return found;
}
