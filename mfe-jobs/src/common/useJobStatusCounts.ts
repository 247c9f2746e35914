import { useMemo } from 'react';
import { type Loaded, useAggregate } from 'shared-contracts/data';

import { type JobStatusCounts, jobStatusCounts } from './jobStatusCounts';

/**
 * Every job counted by status, by the provider (one query the dashboard and the jobs list share in the cache).
 *
 * @example const counts = useJobStatusCounts(); counts.data?.live // 35
 */
export function useJobStatusCounts({ enabled = true }: { enabled?: boolean } = {}): Loaded<JobStatusCounts> {
  const groups = useAggregate('jobs', { groupBy: 'status' }, { enabled });
  const data = useMemo(() => groups.data && jobStatusCounts(groups.data), [groups.data]);
  return { ...groups, data };
}
