import { RECORD_KINDS, searchValuesOf } from 'shared-contracts/records';

import type { CollectionName, EntityMap } from './store/dataSet';

// Records are never changed in place (a write replaces the object), so each one's text is made once.
const texts = new WeakMap<object, string>();

/**
 * A record's search text: the fields its kind's declaration searches (shared-contracts/records), in lower case, a line
 * break apart so a query never spans two.
 */
export function searchText<K extends CollectionName>(collection: K, record: EntityMap[K]): string {
  let text = texts.get(record);
  if (text === undefined) {
    text = searchValuesOf(RECORD_KINDS[collection], record).filter(Boolean).join('\n').toLowerCase();
    texts.set(record, text);
  }
  return text;
}
