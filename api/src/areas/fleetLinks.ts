import type { RuleScope } from '../records/ruleScope';
import type { ResourceWrites } from '../records/writeRecords';

/**
 * What a driver's or a vehicle's update reads: both small tables whole (an assignment moves on both sides,
 * shared-contracts' fleetAssignment), and when the name jobs and alerts show changes (`renamed`), those jobs and
 * alerts, found by the driver's or vehicle's id in `linkField`.
 */
async function fleetUpdateScope(scope: RuleScope, id: unknown, renamed: boolean, linkField: 'driver_id' | 'vehicle_id'): Promise<void> {
  await Promise.all([scope.whole('drivers'), scope.whole('vehicles')]);
  if (renamed) await Promise.all([scope.where('jobs', linkField, [id]), scope.where('systemAlerts', linkField, [id])]);
}

/** How a driver or a vehicle is linked: the name its jobs and alerts show, and the field they hold its id in. */
interface FleetLink {
  resource: 'drivers' | 'vehicles';
  nameField: string;
  linkField: 'driver_id' | 'vehicle_id';
}

/**
 * The writes of a driver or a vehicle: a new one reads its whole (small) table; an update reads both tables
 * and, when the name its jobs and alerts show changes, those jobs and alerts too.
 *
 * @example drivers: { table: driversTable, writes: fleetRecordWrites(driverRules, { resource: 'drivers', nameField: 'name', linkField: 'driver_id' }) }
 */
export function fleetRecordWrites(rules: unknown, { resource, nameField, linkField }: FleetLink): Omit<ResourceWrites, 'afterWrite'> {
  return {
    rules: rules as never,
    scopeCreate: (scope) => scope.whole(resource),
    scopeUpdate: (scope, existing, patch) => fleetUpdateScope(scope, existing.id, nameField in patch, linkField),
  };
}
