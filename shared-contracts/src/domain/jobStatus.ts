import type { JobStatus } from 'shared-contracts/records';

import type { BadgeRule } from './badge';

const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'Live',
  completed: 'Done',
};

const JOB_STATUS_VARIANTS: Record<JobStatus, BadgeRule['variant']> = {
  scheduled: 'secondary',
  in_progress: 'default',
  completed: 'outline',
};

/**
 * Badge for a job status; any unknown status shows its raw text as a destructive badge.
 *
 * @example jobStatusBadge('in_progress') // { label: 'Live', variant: 'default' }
 * @example jobStatusBadge('active')      // { label: 'active', variant: 'destructive' }
 */
export function jobStatusBadge(status: string): BadgeRule {
  if (Object.hasOwn(JOB_STATUS_LABELS, status)) {
    const known = status as JobStatus;
    return { label: JOB_STATUS_LABELS[known], variant: JOB_STATUS_VARIANTS[known] };
  }
  return { label: status, variant: 'destructive' };
}
