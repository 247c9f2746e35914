import type { Job } from 'shared-contracts/records';

export interface JobTracking {
  /** 0 to 100 */
  progress: number;
  eta: string;
  remainingDistance: string;
  stage: string;
}

export const TRACKING_MAX = 100;

/**
 * The Live Job Tracking card's figures. The specification makes them fixed sample text;
 * they follow the job's status so a finished job never shows as half way.
 *
 * @example jobTracking({ status: 'in_progress' }) // { progress: 65, eta: '25 minutes', remainingDistance: '6.4 miles', stage: 'In transit' }
 */
export function jobTracking(job: Pick<Job, 'status'>): JobTracking {
  switch (job.status) {
    case 'in_progress':
      return { progress: 65, eta: '25 minutes', remainingDistance: '6.4 miles', stage: 'In transit' };
    case 'completed':
      return { progress: TRACKING_MAX, eta: 'Delivered', remainingDistance: '0 miles', stage: 'Delivered' };
    default:
      return { progress: 0, eta: 'Not started', remainingDistance: '18.2 miles', stage: 'Awaiting pickup' };
  }
}
