import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewOf, PatchOf, RecordOf, Resource, UpdateParams, WriteResult } from 'shared-contracts/contract';

import { useDataProvider } from './DataLayer';
import { refreshAfterWrite } from './refresh';

export interface Write<Args extends unknown[], T> {
  /** Resolves once the write is done and what is on screen shows it; rejects with the provider's typed error. */
  run: (...args: Args) => Promise<WriteResult<T>>;
  busy: boolean;
}

/**
 * Creates a record of a resource, then refreshes what the write changed.
 *
 * @example const { run: createJob, busy } = useCreate('jobs'); const { data: job } = await createJob(input);
 */
export function useCreate<R extends Resource>(resource: R): Write<[data: NewOf[R]], RecordOf[R]> {
  const provider = useDataProvider();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (data: NewOf[R]) => provider.create(resource, { data }),
    onSuccess: (result) => refreshAfterWrite(client, result.changed),
  });
  return { run: mutation.mutateAsync, busy: mutation.isPending };
}

/**
 * Changes some fields of a record (from the version read, where the provider keeps one), then refreshes what
 * the write changed.
 *
 * @example const { run: updateAlert } = useUpdate('systemAlerts'); await updateAlert(alert.id, { status: 'resolved' });
 */
export function useUpdate<R extends Resource>(resource: R): Write<[id: string, data: PatchOf[R], version?: number], RecordOf[R]> {
  const provider = useDataProvider();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (params: UpdateParams<R>) => provider.update(resource, params),
    onSuccess: (result) => refreshAfterWrite(client, result.changed),
  });
  return { run: (id, data, version) => mutation.mutateAsync({ id, data, version }), busy: mutation.isPending };
}

/**
 * Reads the resources again (Refresh on the dashboard).
 *
 * @example const reload = useReload(); <Button onClick={() => reload(['jobs', 'vehicles'])}>Refresh</Button>
 */
export function useReload(): (resources: readonly Resource[]) => Promise<void> {
  const client = useQueryClient();
  return (resources) => refreshAfterWrite(client, resources);
}
