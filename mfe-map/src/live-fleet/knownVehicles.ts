import type { Vehicle, VehicleStatus } from 'shared-contracts/records';

import type { KnownVehicle } from '../simulation/fleetSeed';

/** Statuses that keep a vehicle off the road: the map shows it offline. */
const OFF_THE_ROAD: ReadonlySet<VehicleStatus> = new Set(['maintenance', 'out_of_service']);

/**
 * The shared fleet as the simulation takes it: id, registration, driver, and whether it is off the road.
 *
 * @example knownVehicles(fleet)[0] // { id: 'VEH-001', registration: 'ZVX-101', driverName: 'Sarah Mitchell', offline: false }
 */
export function knownVehicles(fleet: readonly Vehicle[]): KnownVehicle[] {
  return fleet.map((vehicle) => ({
    id: vehicle.id,
    registration: vehicle.registration,
    driverName: vehicle.driver_name,
    offline: OFF_THE_ROAD.has(vehicle.status),
  }));
}
