import { toIsoDate, type Job } from 'shared-contracts/contract';
import { countJobsWithStatus } from 'shared-contracts/data';

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

/** "Total Value": net value of in-progress jobs picking up today. */
function liveValueToday(jobs: readonly Pick<Job, 'status' | 'pickup_date' | 'total_amount'>[], today: Date): number {
  const day = toIsoDate(today);
  let sum = 0;
  for (const job of jobs) if (job.status === 'in_progress' && job.pickup_date === day) sum += job.total_amount;
  return sum;
}
