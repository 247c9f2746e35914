import type { AggregateGroup, Filter } from 'shared-contracts/contract';
import { addDays, startOfDay } from 'shared-contracts/domain';
import type { SystemAlertStatus } from 'shared-contracts/records';

export interface SystemAlertKpis {
  active: number;
  acknowledged: number;
  resolved: number;
  /** Raised today (local date), whatever their status. */
  totalToday: number;
}

/**
 * The alerts raised on the local day of `now`: from its midnight up to the next, as ISO bounds the provider
 * compares with each alert's timestamp.
 *
 * @example raisedOn(new Date(2025, 7, 21, 14, 0)) // { timestamp_gte: <21 Aug 00:00 local, ISO>, timestamp_lt: <22 Aug 00:00 local, ISO> }
 */
export function raisedOn(now: Date): Filter {
  const midnight = startOfDay(now);
  return { timestamp_gte: midnight.toISOString(), timestamp_lt: addDays(midnight, 1).toISOString() };
}

/**
 * The four figures above the alerts table: the alerts counted by status, and those raised today.
 *
 * @example systemAlertKpis([{ key: 'active', count: 3 }, { key: 'resolved', count: 1 }], [{ count: 3 }]) // { active: 3, acknowledged: 0, resolved: 1, totalToday: 3 }
 */
export function systemAlertKpis(
  byStatus: readonly Pick<AggregateGroup, 'key' | 'count'>[],
  today: readonly Pick<AggregateGroup, 'count'>[],
): SystemAlertKpis {
  const count = (status: SystemAlertStatus) => byStatus.find((group) => group.key === status)?.count ?? 0;
  return { active: count('active'), acknowledged: count('acknowledged'), resolved: count('resolved'), totalToday: today[0]?.count ?? 0 };
}

/**
 * An alert type as a label.
 *
 * @example alertTypeLabel('harsh_braking') // 'Harsh Braking'
 */
export function alertTypeLabel(type: string): string {
  return type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const STATUS_BADGES = {
  active: { label: 'Active', variant: 'destructive' },
  acknowledged: { label: 'Acknowledged', variant: 'secondary' },
  resolved: { label: 'Resolved', variant: 'success' },
} as const satisfies Record<SystemAlertStatus, { label: string; variant: string }>;

/** An alert status's badge: active red, acknowledged grey, resolved green. */
export const alertStatusBadge = (status: SystemAlertStatus) => STATUS_BADGES[status];
