import { isActiveVehicle, isAvailableVehicle, type Vehicle } from 'shared-contracts/contract';

export interface FleetKpis {
  total: number;
  /** in_use, en_route, in_progress, loading, delivering */
  active: number;
  available: number;
  /** In the workshop or off the road. */
  maintenance: number;
}

/**
 * Four of the five figures above the fleet table (the fifth, Critical Alerts, counts compliance alerts).
 *
 * @example fleetKpis(sampleVehicles) // { total: 29, active: 25, available: 2, maintenance: 2 }
 */
export function fleetKpis(vehicles: readonly Pick<Vehicle, 'status'>[]): FleetKpis {
  const kpis: FleetKpis = { total: vehicles.length, active: 0, available: 0, maintenance: 0 };
  for (const vehicle of vehicles) {
    if (isActiveVehicle(vehicle)) kpis.active++;
    else if (isAvailableVehicle(vehicle)) kpis.available++;
    else if (vehicle.status === 'maintenance' || vehicle.status === 'out_of_service') kpis.maintenance++;
  }
  return kpis;
}
