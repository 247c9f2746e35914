import type { GetListParams } from 'shared-contracts/contract';
import type { JobStatus } from 'shared-contracts/records';

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

/** Jobs a dashboard card lists. */
const DASHBOARD_CARD_LIMIT = 5;

/**
 * What a job card reads: the most recently created jobs of its status, five of them, with how many there are.
 *
 * @example useGetList('jobs', recentJobsQuery('in_progress')) // { data: [5 newest live jobs], total: 35 }
 */
export function recentJobsQuery(status: JobStatus): GetListParams {
  return { filter: { status }, sort: 'created_at', order: 'desc', perPage: DASHBOARD_CARD_LIMIT };
}
