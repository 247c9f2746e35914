import type { CollectionName, EntityMap } from '../data/dataSet';

/** What a collection's rules may read while checking a write. */
export interface RuleContext {
  now(): Date;
  get<K extends CollectionName>(collection: K, id: string): EntityMap[K] | undefined;
  all<K extends CollectionName>(collection: K): readonly EntityMap[K][];
}

/** Other records a write changes with it (replaced by id), committed together or not at all. */
export type Cascade = { [K in CollectionName]?: EntityMap[K][] };

export interface Write<T> {
  record: T;
  cascade?: Cascade;
}

export interface CollectionRules<T, In, Patch> {
  /** Lower-case text that search matches against. */
  searchText(record: T): string;
  create(input: In, context: RuleContext): Write<T>;
  update(existing: T, patch: Patch, context: RuleContext): Write<T>;
}

/** Next PREFIX-nnn after the highest number in use. */
export function nextSequence(records: readonly { id: string }[], pattern: RegExp): number {
  let max = 0;
  for (const { id } of records) {
    const match = pattern.exec(id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return max + 1;
}

/** Fields joined by newlines (a query never spans two fields), lower case. */
export function joinSearchText(...parts: Array<string | null | undefined>): string {
  let text = '';
  for (const part of parts) if (part) text = text ? `${text}\n${part}` : part;
  return text.toLowerCase();
}
