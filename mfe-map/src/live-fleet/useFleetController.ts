import { useMemo } from 'react';
import { MAX_PER_PAGE } from 'shared-contracts/contract';
import { useGetList } from 'shared-contracts/data';
import { useLocation } from 'shared-contracts/ui';

import { type FleetController, getFleetController } from '../simulation/fleetController';
import { browserStorage, systemClock, timerScheduler } from '../simulation/realTimeEnvironment';
import { vehicleCountFromSearch } from '../simulation/vehicleCountParam';
import { knownVehicles } from './knownVehicles';

const FLEET = { perPage: MAX_PER_PAGE } as const;

export type FleetLoad = { status: 'loading' } | { status: 'error'; reload: () => void } | { status: 'ready'; controller: FleetController };

/**
 * The page's one live simulation of the shared fleet (`?vehicles=N` for N vehicles, the fleet's own first). It is
 * created on first use and keeps running outside React, so leaving the map and coming back continues it; a change
 * to the fleet (a vehicle registered, a driver assigned) or to N starts a new one.
 *
 * @example const fleet = useFleetController(); if (fleet.status === 'ready') fleet.controller.pauseVehicle(id);
 */
export function useFleetController(): FleetLoad {
  // The map shows every vehicle of the fleet: one large page, in the fleet's own order.
  const vehicles = useGetList('vehicles', FLEET);
  const { search } = useLocation();
  const known = useMemo(() => vehicles.data && knownVehicles(vehicles.data.data), [vehicles.data]);
  const count = known ? vehicleCountFromSearch(search, known.length) : 0;
  const controller = useMemo(
    () =>
      known &&
      getFleetController({
        seed: { count, knownVehicles: known },
        clock: systemClock,
        scheduler: timerScheduler,
        storage: browserStorage(),
      }),
    [known, count],
  );
  if (vehicles.status === 'error') return { status: 'error', reload: vehicles.retry };
  if (!controller) return { status: 'loading' };
  return { status: 'ready', controller };
}
