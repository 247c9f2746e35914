import type { AggregateGroup } from 'shared-contracts/contract';

export interface JobStatusCounts {
  live: number;
  scheduled: number;
  completed: number;
  total: number;
  /** Jobs with any other status (shown with their raw text), counted by status. */
  otherStatuses: Record<string, number>;
  /** live + scheduled + completed = total: false when any job has another status. */
  balanced: boolean;
}

/**
 * The jobs counted per status, from the provider's groups by status: the three statuses the screens show,
 * every job, and any other status by name (the dashboard's sum check fails on those).
 *
 * @example jobStatusCounts([{ key: 'in_progress', count: 35, … }, { key: 'completed', count: 848, … }, { key: 'scheduled', count: 97, … }])
 * // { live: 35, scheduled: 97, completed: 848, total: 980, otherStatuses: {}, balanced: true }
 */
export function jobStatusCounts(groups: readonly Pick<AggregateGroup, 'key' | 'count'>[]): JobStatusCounts {
  const counts: JobStatusCounts = { live: 0, scheduled: 0, completed: 0, total: 0, otherStatuses: {}, balanced: true };
  for (const { key, count } of groups) {
    counts.total += count;
    if (key === 'in_progress') counts.live += count;
    else if (key === 'scheduled') counts.scheduled += count;
    else if (key === 'completed') counts.completed += count;
    else counts.otherStatuses[String(key)] = (counts.otherStatuses[String(key)] ?? 0) + count;
  }
  counts.balanced = counts.live + counts.scheduled + counts.completed === counts.total;
  return counts;
}
