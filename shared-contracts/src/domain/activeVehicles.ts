import type { Vehicle, VehicleStatus } from 'shared-contracts/records';

/** Statuses the Active KPI and the sidebar badge count. */
export const ACTIVE_VEHICLE_STATUSES = [
  'in_use',
  'en_route',
  'in_progress',
  'loading',
  'delivering',
] as const satisfies readonly VehicleStatus[];
const ACTIVE = new Set<VehicleStatus>(ACTIVE_VEHICLE_STATUSES);

/**
 * Whether a vehicle counts as active (Fleet Management KPI and the Vehicles sidebar badge).
 *
 * @example isActiveVehicle({ status: 'loading' }) // true
 */
export function isActiveVehicle(vehicle: Pick<Vehicle, 'status'>): boolean {
  return ACTIVE.has(vehicle.status);
}
