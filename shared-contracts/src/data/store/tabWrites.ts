import type { DataEvent, Resource } from 'shared-contracts/contract';

import type { Actor } from './auditTrail';
import type { Cascade } from './ruleContext';

/** A write as one tab posts it to the browser's other tabs: what each stores, and what it tells its subscribers. */
export interface TabWrite {
  resource: Resource;
  action: string;
  record: { id: string };
  cascade: Cascade;
  changed: Resource[];
  who: Actor;
  /** ISO date-time. */
  at: string;
}

/** The contract's event for a write another tab made (the sample data keeps no versions). */
export function tabWriteEvent({ resource, action, record, cascade, changed, who, at }: TabWrite): DataEvent {
  const others = (Object.entries(cascade) as [Resource, { id: string }[] | undefined][]).flatMap(([other, records]) =>
    (records ?? []).map(({ id }) => ({ resource: other, id })),
  );
  return { type: 'change', resource, action, records: [{ resource, id: record.id }, ...others], changed, by: { name: who.name }, at };
}

/**
 * The browser's channel of that name between its tabs, where the platform has one; it never keeps Node (a test) running.
 *
 * @example const channel = openTabChannel('zorvex:sample-writes'); channel?.postMessage(write);
 */
export function openTabChannel(name: string | undefined): BroadcastChannel | undefined {
  if (!name || typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(name);
  (channel as { unref?: () => void }).unref?.();
  return channel;
}
