import type { Client, Invoice } from 'shared-contracts/contract';
import type { ClientActivity } from 'shared-contracts/data';

/** What Generate Report downloads: the client as the detail page shows it, its invoices and when. */
export interface ClientReport {
  client: Client & { total_jobs: number; total_spent: number; average_job_value: number; last_job_date: string | null };
  invoices: Invoice[];
  /** ISO date-time */
  generatedAt: string;
}

/**
 * The client report, from the stored client, its activity and its invoices.
 *
 * @example clientReport(client, activity, invoices, new Date()).client.total_spent // activity.total_revenue
 */
export function clientReport(client: Client, activity: ClientActivity, invoices: readonly Invoice[], now: Date): ClientReport {
  return {
    client: {
      ...client,
      total_jobs: activity.total_jobs,
      total_spent: activity.total_revenue,
      average_job_value: activity.average_job_value,
      last_job_date: activity.last_job_date,
    },
    invoices: [...invoices],
    generatedAt: now.toISOString(),
  };
}

/**
 * The report's file name, after the company.
 *
 * @example clientReportFileName('Ashcombe & Leigh Auctioneers') // 'Ashcombe_Leigh_Auctioneers_report.json'
 */
export function clientReportFileName(companyName: string): string {
  const name = companyName.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${name || 'client'}_report.json`;
}
