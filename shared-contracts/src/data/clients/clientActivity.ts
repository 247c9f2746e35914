import type { ClientActivity, Invoice, Job } from 'shared-contracts/records';

type ActivityJob = Pick<Job, 'client_id' | 'status' | 'total_amount' | 'pickup_date'>;
type ActivityInvoice = Pick<Invoice, 'client_id' | 'job_id' | 'status' | 'amount'>;

export const NO_CLIENT_ACTIVITY: ClientActivity = { total_jobs: 0, total_revenue: 0, average_job_value: 0, last_job_date: null };

/**
 * Activity of every client in one pass: revenue is the net value of completed jobs plus
 * non-cancelled invoices that bill no job (a job's own invoice repeats its value).
 *
 * @example clientActivityIndex(jobs, invoices).get('CLI-001')?.total_jobs // 3
 */
export function clientActivityIndex(jobs: readonly ActivityJob[], invoices: readonly ActivityInvoice[]): Map<string, ClientActivity> {
  const index = new Map<string, ClientActivity>();
  const entry = (clientId: string) => {
    let found = index.get(clientId);
    if (!found) index.set(clientId, (found = { ...NO_CLIENT_ACTIVITY }));
    return found;
  };
  for (const job of jobs) {
    if (job.status === 'scheduled') continue;
    const activity = entry(job.client_id);
    if (job.status === 'completed') {
      activity.total_jobs += 1;
      activity.total_revenue += job.total_amount;
    }
    if (activity.last_job_date === null || job.pickup_date > activity.last_job_date) activity.last_job_date = job.pickup_date;
  }
  for (const invoice of invoices) {
    if (invoice.job_id === null && invoice.status !== 'cancelled') entry(invoice.client_id).total_revenue += invoice.amount;
  }
  for (const activity of index.values()) {
    activity.total_revenue = Math.round(activity.total_revenue * 100) / 100;
    activity.average_job_value = activity.total_jobs ? Math.floor(activity.total_revenue / activity.total_jobs) : 0;
  }
  return index;
}
