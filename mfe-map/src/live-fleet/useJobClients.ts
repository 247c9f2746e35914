import { useCallback, useMemo, useState } from 'react';
import type { ClientRecord } from 'shared-contracts/contract';
import { type LoadStatus, useAggregate, useGetMany, useGetOne } from 'shared-contracts/data';

import { clientIdForJob } from './jobClient';

const NO_CLIENTS: readonly ClientRecord[] = [];

/** How many clients there are: the live map deals its jobs to them in turn (see clientIdForJob). */
function useClientCount() {
  const count = useAggregate('clients', {});
  return { ...count, data: count.data?.[0]?.count };
}

/**
 * The clients of the live map's jobs, read by id (only those of the jobs on screen, never every client). While the
 * clients of newly created jobs are read, the names already read stay on screen.
 *
 * @example const clientOf = useJobClients(rows.map((row) => row.id)); clientOf('JOB-1001')?.company_name
 */
export function useJobClients(jobIds: readonly string[]): (jobId: string) => ClientRecord | undefined {
  const { data: total = 0 } = useClientCount();
  const ids = useMemo(() => [...new Set(jobIds.flatMap((jobId) => clientIdForJob(jobId, total) ?? []))].sort(), [jobIds, total]);
  const clients = useGetMany('clients', ids, { enabled: ids.length > 0 });
  const [shown, setShown] = useState(NO_CLIENTS);
  if (clients.data && clients.data !== shown) setShown(clients.data);
  const byId = useMemo(() => new Map(shown.map((client) => [client.id, client])), [shown]);
  return useCallback((jobId: string) => byId.get(clientIdForJob(jobId, total) ?? ''), [byId, total]);
}

/**
 * The client of one live-map job, read by id, and whether it is read yet.
 *
 * @example const { client, status } = useJobClient('JOB-1001');
 */
export function useJobClient(jobId: string | null): { client: ClientRecord | undefined; status: LoadStatus } {
  const count = useClientCount();
  const id = jobId && count.data ? clientIdForJob(jobId, count.data) : undefined;
  const client = useGetOne('clients', id);
  if (count.status !== 'ready') return { client: undefined, status: count.status };
  return { client: client.data, status: client.status };
}
