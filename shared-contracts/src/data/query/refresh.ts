import type { QueryClient } from '@tanstack/react-query';
import type { DataEvent, Resource } from 'shared-contracts/contract';

/**
 * After a write: every resource it changed is read again where it is on screen, and marked stale elsewhere.
 *
 * @internal exported for the data bench (bench/dataBench.mjs)
 */
export function refreshAfterWrite(client: QueryClient, changed: readonly Resource[]): Promise<void> {
  return Promise.all(changed.map((resource) => client.invalidateQueries({ queryKey: [resource] }))).then(() => undefined);
}

/** After a provider's event: a write made elsewhere refreshes what it changed, as its own answer would have here; a reset, everything. */
export function refreshAfterEvent(client: QueryClient, event: DataEvent): Promise<void> {
  return event.type === 'reset' ? client.invalidateQueries() : refreshAfterWrite(client, event.changed);
}
