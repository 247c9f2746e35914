import { useMemo } from 'react';
import { combineLoads, useAggregate } from 'shared-contracts/data';

import { BY_STATUS, clientsSummary } from './clientsSummary';

/** The clients list's four summary cards, counted and added up by the provider; undefined until the answer is in. */
export function useClientFigures() {
  const byStatus = useAggregate('clients', BY_STATUS);
  const summary = useMemo(() => (byStatus.data ? clientsSummary(byStatus.data) : undefined), [byStatus.data]);
  return { load: combineLoads(byStatus), summary };
}
