import { RECORD_KINDS } from 'shared-contracts/records';

import type { CollectionName } from '../store/dataSet';
import type { EntitySchema } from './entitySchema';
import { entitySchemaOf } from './entitySchemaOf';

/** Each collection's one field schema, from its kind's declaration: the store's rules and the API read it. */
export const ENTITY_SCHEMAS = Object.fromEntries(
  Object.entries(RECORD_KINDS).map(([collection, kind]) => [collection, entitySchemaOf(kind)]),
) as Record<CollectionName, EntitySchema<unknown>>;
