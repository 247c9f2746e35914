import { useMemo } from 'react';
import { clientActivityIndex, useList, type LoadStatus } from 'shared-contracts/data';
import { clientRows, type ClientRow } from './clientRows';

export interface ClientRowsResult {
  status: LoadStatus;
  /** Every client with its activity, once clients, jobs and invoices are loaded. */
  rows: ClientRow[] | undefined;
  reload: () => void;
}

/** The clients with their revenue, jobs and last job date, kept current by the store. */
export function useClientRows(): ClientRowsResult {
  const clients = useList('clients');
  const jobs = useList('jobs');
  const invoices = useList('invoices');
  const activity = useMemo(() => (jobs.data && invoices.data ? clientActivityIndex(jobs.data, invoices.data) : undefined), [jobs.data, invoices.data]);
  const rows = useMemo(() => (clients.data && activity ? clientRows(clients.data, activity) : undefined), [clients.data, activity]);
  const all = [clients, jobs, invoices];
  const status: LoadStatus = all.some((one) => one.status === 'error') ? 'error' : rows ? 'ready' : 'loading';
  return { status, rows, reload: () => all.forEach((one) => one.reload()) };
}
