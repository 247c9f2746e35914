import { useMemo } from 'react';
import { combineLoads, useAggregate } from 'shared-contracts/data';

import { useInvoiceFigures } from '../common/useInvoiceFigures';
import { buildReport, reportQueries } from './reportData';
import { reportInsights } from './reportInsights';

const SCHEDULED_JOBS = { filter: { status: 'scheduled' } };

/**
 * The report as of `today` and its insights, from the provider's aggregates read together: `load` is their one
 * status (Retry reads again those that failed), `content` is undefined until every one is in.
 */
export function useReport(today: Date) {
  const queries = useMemo(() => reportQueries(today), [today]);
  const routes = useAggregate(queries.routes.resource, queries.routes.params);
  const clientTypes = useAggregate(queries.clientTypes.resource, queries.clientTypes.params);
  const drivers = useAggregate(queries.drivers.resource, queries.drivers.params);
  const vehicles = useAggregate(queries.vehicles.resource, queries.vehicles.params);
  const scheduled = useAggregate('jobs', SCHEDULED_JOBS);
  const invoices = useInvoiceFigures();
  const load = combineLoads(routes, clientTypes, drivers, vehicles, scheduled, invoices.load);

  const content = useMemo(() => {
    if (!routes.data || !clientTypes.data || !drivers.data || !vehicles.data || !scheduled.data || !invoices.data) return undefined;
    const report = buildReport(
      { routes: routes.data, clientTypes: clientTypes.data, drivers: drivers.data, vehicles: vehicles.data },
      today,
    );
    return { report, insights: reportInsights(report, { invoices: invoices.data, scheduledJobs: scheduled.data[0]?.count ?? 0 }) };
  }, [routes.data, clientTypes.data, drivers.data, vehicles.data, scheduled.data, invoices.data, today]);

  return { load, content };
}
