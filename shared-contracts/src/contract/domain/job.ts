import type { InvoiceStatus } from './invoice';

// A job's record, its create and its change, as its declaration (shared-contracts/records) gives them.
export type { Job, JobPatch, NewJobInput } from 'shared-contracts/records';

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

/** What the job page shows of the invoice that bills a job (read from the invoice: see toJobInvoiceSummary). */
export interface JobInvoiceSummary {
  id: string;
  job_id: string;
  invoice_number: string;
  amount: number;
  tax_amount: number;
  total_amount: number;
  status: InvoiceStatus;
  created_at: string;
  due_date: string;
}

export const DEFAULT_PORTER_COUNT = 2;
