import { useQuery } from '@tanstack/react-query';
import type { AuditPage, Resource } from 'shared-contracts/contract';

import { useDataProvider } from './DataLayer';
import type { Loaded } from './readHooks';

const NOTHING: AuditPage = { data: [], next: null };

/**
 * A page of who changed what of one record, newest first; read again after any write to its resource (the cache's key
 * starts with the resource). A provider that keeps no trail answers an empty page.
 *
 * @example const history = useHistory('jobs', 'JOB-2025-0042', 1); history.data?.data[0].account.name // 'Dana Price'
 */
export function useHistory(resource: Resource, id: string, page: number, perPage = 10, enabled = true): Loaded<AuditPage> {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: [resource, 'history', id, page, perPage],
    queryFn: ({ signal }) => provider.getHistory!(resource, { id, page, perPage }, { signal }),
    enabled: enabled && provider.getHistory !== undefined,
  });
  const data = provider.getHistory ? query.data : NOTHING;
  return {
    status: query.isError ? 'error' : data !== undefined ? 'ready' : 'loading',
    data,
    error: query.error,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
