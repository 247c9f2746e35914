import type { Job, JobStatus } from 'shared-contracts';

/** Jobs a dashboard card lists. */
export const DASHBOARD_CARD_LIMIT = 5;

export interface DashboardJobCard {
  status: JobStatus;
  title: string;
  description: string;
  emptyTitle: string;
}

export const DASHBOARD_JOB_CARDS: readonly DashboardJobCard[] = [
  { status: 'in_progress', title: 'Live Jobs', description: 'Currently in progress', emptyTitle: 'No live jobs' },
  { status: 'scheduled', title: 'Scheduled', description: 'Upcoming jobs', emptyTitle: 'No scheduled jobs' },
  { status: 'completed', title: 'Completed', description: 'Recent completions', emptyTitle: 'No completed jobs' },
];

export const EMPTY_CARD_MESSAGE = 'Everything is up to date';

/**
 * The jobs of one status, most recently created first, at most `limit`, and how many there are.
 *
 * @example recentJobsWithStatus(jobs, 'in_progress') // { count: 35, jobs: [5 newest live jobs] }
 */
export function recentJobsWithStatus<T extends Pick<Job, 'status' | 'created_at' | 'id'>>(
  jobs: readonly T[],
  status: JobStatus,
  limit = DASHBOARD_CARD_LIMIT,
): { count: number; jobs: T[] } {
  const matching = jobs.filter((job) => job.status === status);
  const newest = matching.sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );
  return { count: matching.length, jobs: newest.slice(0, limit) };
}

export interface JobTotals {
  live: number;
  scheduled: number;
  completed: number;
  /** Any other status (the specification's "one sample set uses active"). */
  other: number;
  total: number;
  /** live + scheduled + completed + other = total */
  balanced: boolean;
}

/**
 * The footer's totals and its sum check.
 *
 * @example jobTotals(sampleJobs) // { live: 35, scheduled: 97, completed: 848, other: 0, total: 980, balanced: true }
 */
export function jobTotals(jobs: readonly Pick<Job, 'status'>[]): JobTotals {
  let live = 0;
  let scheduled = 0;
  let completed = 0;
  let other = 0;
  for (const job of jobs) {
    if (job.status === 'in_progress') live++;
    else if (job.status === 'scheduled') scheduled++;
    else if (job.status === 'completed') completed++;
    else other++;
  }
  const total = jobs.length;
  return { live, scheduled, completed, other, total, balanced: live + scheduled + completed + other === total };
}
