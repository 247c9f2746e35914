import type { InvoiceStatus } from './invoice';

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

/**
 * The one job entity. Dashboard, list and live-map jobs are views of it
 * (`value` on the dashboard is `total_amount`). Names beside ids are copies the store keeps in step.
 */
export interface Job {
  id: string;
  client_id: string;
  client_name: string;
  job_type: JobType;
  status: JobStatus;
  pickup_address: string;
  delivery_address: string;
  /** yyyy-mm-dd */
  pickup_date: string;
  /** HH:00 in sample data */
  pickup_time: string;
  driver_id: string | null;
  driver_name: string | null;
  vehicle_id: string | null;
  vehicle_reg: string | null;
  /** Net value in GBP. */
  total_amount: number;
  porter_count: number;
  notes: string;
  contact_person: string;
  contact_phone: string;
  estimated_duration: string;
  special_requirements: string;
  /** ISO date-time */
  created_at: string;
  /** Where the job goes between towns ("London → Leeds", "Within Bath"), from its addresses; null when a town cannot be read. */
  route: string | null;
}

/** What the create-job form sends; names and registration are filled in from the ids. */
export interface NewJobInput {
  client_id: string;
  job_type: JobType;
  pickup_address: string;
  delivery_address: string;
  pickup_date: string;
  pickup_time?: string;
  driver_id?: string | null;
  vehicle_id?: string | null;
  porter_count?: number;
  total_amount?: number;
  special_requirements?: string;
  notes?: string;
  contact_person?: string;
  contact_phone?: string;
  estimated_duration?: string;
  status?: JobStatus;
}

export type JobPatch = Partial<NewJobInput>;

export const DEFAULT_PORTER_COUNT = 2;
