import { useQuery } from '@tanstack/react-query';
import type { RoutePoint, VehiclePosition } from 'shared-contracts/contract';

import { useDataProvider } from './DataLayer';
import type { Loaded } from './readHooks';

const NONE: RoutePoint[] = [];

/**
 * The cache's keys for positions: apart from every resource, so that no record's write reads a route again (a route
 * changes only as its vehicle reports).
 */
const positionKeys = {
  latest: ['positions', 'latest'] as const,
  route: (vehicleId: string, date: string) => ['positions', 'route', vehicleId, date] as const,
};

/**
 * A vehicle's positions of one day (YYYY-MM-DD), oldest first; an empty list for a day without any. A provider that keeps
 * no positions (no getVehicleRoute) answers an empty list.
 *
 * @example const route = useVehicleRoute('VEH-001', '2025-08-21'); route.data?.[0].at // '2025-08-21T08:12:00.000Z'
 */
export function useVehicleRoute(vehicleId: string, date: string, options: { enabled?: boolean } = {}): Loaded<RoutePoint[]> {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: positionKeys.route(vehicleId, date),
    queryFn: ({ signal }) => provider.getVehicleRoute!(vehicleId, { date }, { signal }),
    enabled: (options.enabled ?? true) && provider.getVehicleRoute !== undefined,
  });
  const data = provider.getVehicleRoute ? query.data : NONE;
  return {
    status: query.isError ? 'error' : data !== undefined ? 'ready' : 'loading',
    data,
    error: query.error,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * The newest position of every vehicle that has reported, for a provider that keeps positions (`getLatestPositions`);
 * never asked of one that does not (`enabled` false). Read once: what arrives later reaches the map by its own way.
 *
 * @example const latest = useLatestPositions({ enabled: provider.getLatestPositions !== undefined });
 */
export function useLatestPositions(options: { enabled?: boolean } = {}): Loaded<VehiclePosition[]> {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: positionKeys.latest,
    queryFn: ({ signal }) => provider.getLatestPositions!({ signal }),
    enabled: (options.enabled ?? true) && provider.getLatestPositions !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    status: query.isError ? 'error' : query.data !== undefined ? 'ready' : 'loading',
    data: query.data,
    error: query.error,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
