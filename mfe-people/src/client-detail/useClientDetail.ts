import { useMemo } from 'react';
import type { Client, Invoice } from 'shared-contracts/contract';
import { clientActivity, invoicesForClient, useList, useRecord, type ClientActivity, type LoadStatus } from 'shared-contracts/data';

export interface ClientDetail {
  status: LoadStatus;
  client: Client | undefined;
  activity: ClientActivity | undefined;
  /** The client's invoices, newest first. */
  invoices: Invoice[] | undefined;
  reload: () => void;
}

/** A client with its activity and invoices, kept current by the store; 'not-found' for an unknown id. */
export function useClientDetail(clientId: string): ClientDetail {
  const client = useRecord('clients', clientId);
  const jobs = useList('jobs');
  const invoices = useList('invoices');
  const activity = useMemo(
    () => (jobs.data && invoices.data ? clientActivity(clientId, jobs.data, invoices.data) : undefined),
    [clientId, jobs.data, invoices.data],
  );
  const own = useMemo(() => (invoices.data ? invoicesForClient(invoices.data, clientId) : undefined), [invoices.data, clientId]);
  const all = [client, jobs, invoices];
  const status: LoadStatus =
    client.status === 'not-found'
      ? 'not-found'
      : all.some((one) => one.status === 'error')
        ? 'error'
        : client.data && activity && own
          ? 'ready'
          : 'loading';
  return { status, client: client.data, activity, invoices: own, reload: () => all.forEach((one) => one.reload()) };
}
