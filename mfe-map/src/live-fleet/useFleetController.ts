import { useEffect, useMemo } from 'react';
import { MAX_PER_PAGE } from 'shared-contracts/contract';
import { useDataProvider, useGetList, useLatestPositions } from 'shared-contracts/data';
import { useLocation } from 'shared-contracts/ui';

import { type FleetController, getFleetController } from '../simulation/fleetController';
import { positionsFeedOf } from '../simulation/positionsFeed';
import { browserStorage, systemClock, timerScheduler } from '../simulation/realTimeEnvironment';
import { getTrackedFleetController } from '../simulation/trackedFleetController';
import { vehicleCountFromSearch } from '../simulation/vehicleCountParam';
import { knownVehicles } from './knownVehicles';

const FLEET = { perPage: MAX_PER_PAGE } as const;

export type FleetLoad =
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  /** `tracked`: the fleet as its trackers report it (the API), not the simulation. */
  | { status: 'ready'; controller: FleetController; tracked: boolean };

/**
 * The page's one live fleet. Where the provider keeps positions (the API's), the fleet as its trackers report it: the
 * vehicles that have reported, moved as new positions arrive, drawn at most once a second. Otherwise the simulation of
 * the shared fleet (`?vehicles=N` for N vehicles, the fleet's own first). Either is created on first use and keeps
 * going outside React, so leaving the map and coming back continues it; a change to the fleet (a vehicle registered, a
 * driver assigned), to N or to the vehicles reporting makes another.
 *
 * @example const fleet = useFleetController(); if (fleet.status === 'ready') fleet.controller.pauseVehicle(id);
 */
export function useFleetController(): FleetLoad {
  const provider = useDataProvider();
  const tracked = provider.getLatestPositions !== undefined;
  // The map shows every vehicle of the fleet: one large page, in the fleet's own order.
  const vehicles = useGetList('vehicles', FLEET);
  const latest = useLatestPositions({ enabled: tracked });
  const { search } = useLocation();
  const known = useMemo(() => vehicles.data && knownVehicles(vehicles.data.data), [vehicles.data]);
  const count = known ? vehicleCountFromSearch(search, known.length) : 0;
  const feed = useMemo(() => positionsFeedOf(provider), [provider]);
  const trackedController = useMemo(
    () =>
      known &&
      latest.data &&
      getTrackedFleetController({ vehicles: known, positions: latest.data, clock: systemClock, scheduler: timerScheduler, feed }),
    [known, latest.data, feed],
  );
  const simulated = useMemo(
    () =>
      !tracked &&
      known &&
      getFleetController({
        seed: { count, knownVehicles: known },
        clock: systemClock,
        scheduler: timerScheduler,
        storage: browserStorage(),
      }),
    [tracked, known, count],
  );
  // A vehicle that starts reporting while the map is open: read the newest positions again, which makes a fleet with it.
  const rereadPositions = latest.retry;
  useEffect(() => trackedController?.onNewVehicle(rereadPositions), [trackedController, rereadPositions]);

  if (vehicles.status === 'error') return { status: 'error', reload: vehicles.retry };
  if (tracked && latest.status === 'error') return { status: 'error', reload: latest.retry };
  const controller = tracked ? trackedController : simulated;
  if (!controller) return { status: 'loading' };
  return { status: 'ready', controller, tracked };
}
