import type { RuleScope } from '../records/ruleScope';

/**
 * What a driver's or a vehicle's update reads: both small tables whole (an assignment moves on both sides,
 * shared-contracts' fleetAssignment), and when the name jobs and alerts show changes (`renamed`), those jobs and
 * alerts, found by the driver's or vehicle's id in `linkField`.
 */
export async function fleetUpdateScope(scope: RuleScope, id: unknown, renamed: boolean, linkField: 'driver_id' | 'vehicle_id'): Promise<void> {
  await Promise.all([scope.whole('drivers'), scope.whole('vehicles')]);
  if (renamed) await Promise.all([scope.where('jobs', linkField, [id]), scope.where('systemAlerts', linkField, [id])]);
}
