import { countJobsWithStatus, liveValueToday, type Job } from 'shared-contracts';

export interface JobsListKpis {
  total: number;
  inProgress: number;
  completed: number;
  scheduled: number;
  /** Net value of in-progress jobs picking up today. */
  liveValueToday: number;
}

/**
 * The five figures above the jobs table.
 *
 * @example jobsListKpis(sampleJobs, today) // { total: 980, inProgress: 35, completed: 848, scheduled: 97, liveValueToday: 61240 }
 */
export function jobsListKpis(jobs: readonly Job[], today: Date): JobsListKpis {
  return {
    total: jobs.length,
    inProgress: countJobsWithStatus(jobs, 'in_progress'),
    completed: countJobsWithStatus(jobs, 'completed'),
    scheduled: countJobsWithStatus(jobs, 'scheduled'),
    liveValueToday: liveValueToday(jobs, today),
  };
}
