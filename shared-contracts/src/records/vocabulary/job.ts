export const JOB_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_TYPES = [
  'Fine Art Transport',
  'Office Move',
  'House Move',
  'Event Equipment',
  'Exhibition Setup',
  'Antique Transport',
  'Commercial Delivery',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const DEFAULT_PORTER_COUNT = 2;
