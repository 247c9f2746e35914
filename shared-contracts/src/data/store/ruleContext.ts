import { ValidationError } from 'shared-contracts/contract';

import { type EntitySchema, readChanges, readNew } from '../schema/entitySchema';
import type { CollectionName, EntityMap } from './dataSet';

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
  create(input: In, context: RuleContext): Write<T>;
  update(existing: T, patch: Patch, context: RuleContext): Write<T>;
}

/** A create's fields, checked by the entity's schema; throws ValidationError naming every field in error. */
export function newFields<In>(schema: EntitySchema<In>, input: unknown, context: RuleContext): Required<In> {
  const result = readNew(schema, input, context.now());
  if (!result.ok) throw new ValidationError(result.errors);
  return result.data as Required<In>;
}

/** The fields an update carries, checked by the entity's schema. */
export function changedFields<Patch>(schema: EntitySchema<unknown>, patch: unknown, context: RuleContext): Patch {
  const result = readChanges<Patch>(schema, patch, context.now());
  if (!result.ok) throw new ValidationError(result.errors);
  return result.data;
}

/** Throws when an id the write refers to is unknown. */
export function assertExists(
  context: RuleContext,
  collection: CollectionName,
  field: string,
  label: string,
  id: string | null | undefined,
): void {
  if (id && !context.get(collection, id)) throw ValidationError.of(field, 'unknown_reference', `${label} "${id}" does not exist`);
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
