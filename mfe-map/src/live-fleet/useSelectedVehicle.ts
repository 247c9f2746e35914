import { useCallback } from 'react';
import { useSearchParams } from 'shared-contracts/ui';

import type { FleetController } from '../simulation/fleetController';
import { vehicleIndexOf } from '../simulation/fleetViews';

const SELECTED_PARAM = 'vehicle';

export interface SelectedVehicle {
  /** Index in the simulation, -1 for none (or an id it does not hold). */
  index: number;
  select(vehicleId: string | null): void;
}

/**
 * The selected vehicle, kept in the URL (`?vehicle=VEH-001`) so a link or a reload shows the same one.
 *
 * @example const selected = useSelectedVehicle(controller); selected.select('VEH-003');
 */
export function useSelectedVehicle(controller: FleetController): SelectedVehicle {
  const [params, setParams] = useSearchParams();
  const id = params.get(SELECTED_PARAM);
  const select = useCallback(
    (vehicleId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (vehicleId) next.set(SELECTED_PARAM, vehicleId);
          else next.delete(SELECTED_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { index: id ? vehicleIndexOf(controller.simulation, id) : -1, select };
}
