import { ValidationError } from 'shared-contracts/contract';
import { formatSequentialId, toIsoDate } from 'shared-contracts/domain';
import type { Driver, DriverPatch, NewDriverInput } from 'shared-contracts/records';
import { DRIVER_RECORD } from 'shared-contracts/records';

import { entitySchemaOf } from '../schema/entitySchemaOf';
import {
  assertExists,
  type Cascade,
  changedFields,
  type CollectionRules,
  newFields,
  nextSequence,
  type RuleContext,
} from '../store/ruleContext';
import { assignVehicleToDriver } from '../vehicles/fleetAssignment';

const driverSchema = entitySchemaOf(DRIVER_RECORD);

function assertUniqueEmail(context: RuleContext, email: string | undefined, selfId?: string) {
  if (!email) return;
  const taken = context.all('drivers').find((d) => d.id !== selfId && d.email.toLowerCase() === email.toLowerCase());
  if (taken) throw ValidationError.of('email', 'taken', `${email} is already used by ${taken.name}`);
}

/** A renamed driver's name also changes on their jobs, vehicle and alerts. */
function renameCascade(context: RuleContext, driver: Driver, cascade: Cascade): void {
  cascade.jobs = context
    .all('jobs')
    .filter((j) => j.driver_id === driver.id)
    .map((j) => ({ ...j, driver_name: driver.name }));
  cascade.systemAlerts = context
    .all('systemAlerts')
    .filter((a) => a.driver_id === driver.id)
    .map((a) => ({ ...a, driver: driver.name }));
  const vehicles = new Map((cascade.vehicles ?? []).map((v) => [v.id, v]));
  for (const vehicle of context.all('vehicles')) {
    const current = vehicles.get(vehicle.id) ?? vehicle;
    if (current.driver_assigned === driver.id) vehicles.set(vehicle.id, { ...current, driver_name: driver.name });
  }
  cascade.vehicles = [...vehicles.values()];
}

export const driverRules: CollectionRules<Driver, NewDriverInput, DriverPatch> = {
  create(input, context) {
    const fields = newFields(driverSchema, input, context);
    assertUniqueEmail(context, fields.email);
    const drivers = context.all('drivers');
    const now = context.now();
    const record: Driver = {
      ...fields,
      id: formatSequentialId('DRV', nextSequence(drivers, /^DRV-(\d+)$/)),
      driver_id: `EMP-${nextSequence(
        drivers.map((d) => ({ id: d.driver_id })),
        /^EMP-(\d+)$/,
      )}`,
      jobs_completed: 0,
      rating: 0,
      date_joined: toIsoDate(now),
      current_vehicle: null,
      current_status: 'available',
      location: 'London Depot',
    };
    return { record };
  },

  update(existing, patch, context) {
    const { current_vehicle, ...fields } = changedFields<DriverPatch>(driverSchema, patch, context);
    assertUniqueEmail(context, fields.email, existing.id);
    assertExists(context, 'vehicles', 'current_vehicle', DRIVER_RECORD.fields.current_vehicle.label, current_vehicle);
    let record: Driver = { ...existing, ...fields };
    const cascade: Cascade = {};
    if (current_vehicle !== undefined) {
      const fleet = assignVehicleToDriver(context, existing, record, current_vehicle);
      record = fleet.drivers.get(existing.id) as Driver;
      fleet.drivers.delete(existing.id);
      cascade.drivers = [...fleet.drivers.values()];
      cascade.vehicles = [...fleet.vehicles.values()];
    }
    if (record.name !== existing.name) renameCascade(context, record, cascade);
    return { record, cascade };
  },
};
