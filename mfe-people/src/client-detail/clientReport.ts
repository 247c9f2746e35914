import type { ClientRecord } from 'shared-contracts/contract';
import type { Invoice } from 'shared-contracts/records';

type Unversioned<T> = Omit<T, 'version'>;

/** What Generate Report downloads: the client as the detail page shows it, its invoices and when. */
export interface ClientReport {
  client: Unversioned<Omit<ClientRecord, 'total_revenue'>> & { total_spent: number };
  invoices: Unversioned<Invoice>[];
  /** ISO date-time */
  generatedAt: string;
}

/** A record as the report holds it: without the version a provider keeps to refuse stale saves. */
function unversioned<T extends { version?: number }>(record: T): Unversioned<T> {
  const { version: _version, ...fields } = record;
  return fields;
}

/**
 * The client report, from the client as read (with its activity) and all its invoices; the detail page's
 * "Total Spent" is the client's revenue.
 *
 * @example clientReport(client, invoices, new Date()).client.total_spent // client.total_revenue
 */
export function clientReport(
  client: ClientRecord & { version?: number },
  invoices: readonly (Invoice & { version?: number })[],
  now: Date,
): ClientReport {
  const { total_revenue, ...fields } = unversioned(client);
  return {
    client: { ...fields, total_spent: total_revenue },
    invoices: invoices.map(unversioned),
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
