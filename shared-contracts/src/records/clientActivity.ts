/** What the clients list and detail show beside the stored client, worked out from its jobs and invoices. */
export interface ClientActivity {
  /** Completed jobs */
  total_jobs: number;
  /** Net GBP of completed jobs and of non-cancelled invoices that bill no job; the detail page calls it total spent. */
  total_revenue: number;
  /** Total revenue divided by jobs, rounded down. */
  average_job_value: number;
  /** yyyy-mm-dd of the latest completed or live job, or null */
  last_job_date: string | null;
}
