import type { Driver, Vehicle } from 'shared-contracts/records';

import type { RuleContext } from '../store/ruleContext';

export interface FleetChanges {
  drivers: Map<string, Driver>;
  vehicles: Map<string, Vehicle>;
}

/**
 * Gives `vehicle` the driver `driverId` (null: none), keeping both sides of the link true:
 * the previous driver and the driver's previous vehicle are released.
 */
export function assignDriverToVehicle(context: RuleContext, before: Vehicle, vehicle: Vehicle, driverId: string | null): FleetChanges {
  const changes: FleetChanges = { drivers: new Map(), vehicles: new Map() };
  if (before.driver_assigned && before.driver_assigned !== driverId) {
    const previous = context.get('drivers', before.driver_assigned);
    if (previous) changes.drivers.set(previous.id, { ...previous, current_vehicle: null });
  }
  const driver = driverId ? context.get('drivers', driverId) : undefined;
  if (driver) {
    if (driver.current_vehicle && driver.current_vehicle !== vehicle.id) {
      const other = context.get('vehicles', driver.current_vehicle);
      if (other) changes.vehicles.set(other.id, { ...other, driver_assigned: null, driver_name: null });
    }
    changes.drivers.set(driver.id, { ...driver, current_vehicle: vehicle.id });
  }
  changes.vehicles.set(vehicle.id, { ...vehicle, driver_assigned: driver?.id ?? null, driver_name: driver?.name ?? null });
  return changes;
}

/** Puts `driver` in the vehicle `vehicleId` (null: none); the mirror image of `assignDriverToVehicle`. */
export function assignVehicleToDriver(context: RuleContext, before: Driver, driver: Driver, vehicleId: string | null): FleetChanges {
  const changes: FleetChanges = { drivers: new Map(), vehicles: new Map() };
  if (before.current_vehicle && before.current_vehicle !== vehicleId) {
    const previous = context.get('vehicles', before.current_vehicle);
    if (previous) changes.vehicles.set(previous.id, { ...previous, driver_assigned: null, driver_name: null });
  }
  const vehicle = vehicleId ? context.get('vehicles', vehicleId) : undefined;
  if (vehicle) {
    if (vehicle.driver_assigned && vehicle.driver_assigned !== driver.id) {
      const other = context.get('drivers', vehicle.driver_assigned);
      if (other) changes.drivers.set(other.id, { ...other, current_vehicle: null });
    }
    changes.vehicles.set(vehicle.id, { ...vehicle, driver_assigned: driver.id, driver_name: driver.name });
  }
  changes.drivers.set(driver.id, { ...driver, current_vehicle: vehicle?.id ?? null });
  return changes;
}
