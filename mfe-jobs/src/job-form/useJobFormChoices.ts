import { useMemo } from 'react';
import { MAX_PER_PAGE, type RecordOf } from 'shared-contracts/contract';
import { type CombinedLoad, combineLoads, type Loaded, useGetList, useGetOne } from 'shared-contracts/data';

import { withCurrent } from './jobFormValues';

export interface JobFormChoices {
  drivers: readonly RecordOf['drivers'][];
  vehicles: readonly RecordOf['vehicles'][];
}

/** The specification's choices: drivers that are active and available, vehicles that are available. */
const AVAILABLE_DRIVERS = {
  filter: { is_active: true, current_status: 'available' },
  sort: 'name',
  order: 'asc',
  perPage: MAX_PER_PAGE,
} as const;
const AVAILABLE_VEHICLES = { filter: { status: 'available' }, sort: 'registration', order: 'asc', perPage: MAX_PER_PAGE } as const;

/** The driver or vehicle a job already has: none is a choice like any other, and one that has gone is no choice. */
function useCurrent<R extends 'drivers' | 'vehicles'>(resource: R, id: string | null | undefined): Loaded<RecordOf[R]> {
  const current = useGetOne(resource, id);
  return current.status === 'not-found' ? { ...current, status: 'ready', data: undefined } : current;
}

/**
 * What the job form's driver and vehicle selects offer, filtered by the provider, with the ones the job already
 * has (editing) kept among them; `load` says whether they are read yet.
 *
 * @example const { load, choices } = useJobFormChoices({ driverId: job.driver_id, vehicleId: job.vehicle_id });
 */
export function useJobFormChoices(current: { driverId?: string | null; vehicleId?: string | null } = {}): {
  load: CombinedLoad;
  choices: JobFormChoices | undefined;
} {
  const drivers = useGetList('drivers', AVAILABLE_DRIVERS);
  const vehicles = useGetList('vehicles', AVAILABLE_VEHICLES);
  const currentDriver = useCurrent('drivers', current.driverId);
  const currentVehicle = useCurrent('vehicles', current.vehicleId);
  const load = combineLoads(drivers, vehicles, currentDriver, currentVehicle);
  const choices = useMemo(
    () =>
      drivers.data && vehicles.data
        ? {
            drivers: withCurrent(drivers.data.data, currentDriver.data, (driver) => driver.name),
            vehicles: withCurrent(vehicles.data.data, currentVehicle.data, (vehicle) => vehicle.registration),
          }
        : undefined,
    [drivers.data, vehicles.data, currentDriver.data, currentVehicle.data],
  );
  return { load, choices };
}
