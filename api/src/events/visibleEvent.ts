import { type AccessResource, ACTIONS, can, type Role } from 'shared-contracts/contract';

import type { StoredEvent } from './storedEvents';

const readable = (role: Role, resource: string) => resource in ACTIONS && can(role, resource as AccessResource, 'read');

/**
 * The event as `role` is sent it: none when the role may not read its resource; otherwise without the records and
 * changed resources the role may not read.
 *
 * @example visibleEvent('finance', { resource: 'vehicles', … }) // undefined
 */
export function visibleEvent(role: Role, event: StoredEvent): StoredEvent | undefined {
  if (!readable(role, event.resource)) return undefined;
  return {
    ...event,
    records: event.records.filter((record) => readable(role, record.resource)),
    changed: event.changed.filter((resource) => readable(role, resource)),
  };
}
