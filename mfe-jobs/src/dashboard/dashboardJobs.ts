import type { Job, JobStatus } from 'shared-contracts/contract';

/** Jobs a dashboard card lists. */
const DASHBOARD_CARD_LIMIT = 5;

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
  total: number;
  /** Jobs with any other status (shown with their raw text), counted by status. */
  otherStatuses: Record<string, number>;
  /** live + scheduled + completed = total: false when any job has another status. */
  balanced: boolean;
}

/**
 * The footer's totals and its sum check: the three statuses the dashboard shows must account for
 * every job; a job with any other status makes the check fail and is named.
 *
 * @example jobTotals(sampleJobs) // { live: 35, scheduled: 97, completed: 848, total: 980, otherStatuses: {}, balanced: true }
 */
export function jobTotals(jobs: readonly Pick<Job, 'status'>[]): JobTotals {
  let live = 0;
  let scheduled = 0;
  let completed = 0;
  const otherStatuses: Record<string, number> = {};
  for (const job of jobs) {
    if (job.status === 'in_progress') live++;
    else if (job.status === 'scheduled') scheduled++;
    else if (job.status === 'completed') completed++;
    else otherStatuses[job.status] = (otherStatuses[job.status] ?? 0) + 1;
  }
  const total = jobs.length;
  return { live, scheduled, completed, total, otherStatuses, balanced: live + scheduled + completed === total };
}
