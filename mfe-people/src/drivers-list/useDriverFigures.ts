import { useMemo } from 'react';
import { combineLoads, useAggregate } from 'shared-contracts/data';

import { BY_EMPLOYMENT, driversKpis, RATED_AVERAGE } from './driversKpis';

/** The drivers list's four figures, counted and averaged by the provider; undefined until both answers are in. */
export function useDriverFigures() {
  const byEmployment = useAggregate('drivers', BY_EMPLOYMENT);
  const rated = useAggregate('drivers', RATED_AVERAGE);
  const kpis = useMemo(
    () => (byEmployment.data && rated.data ? driversKpis(byEmployment.data, rated.data) : undefined),
    [byEmployment.data, rated.data],
  );
  return { load: combineLoads(byEmployment, rated), kpis };
}
