import { ValidationError } from 'shared-contracts/contract';
import { formatSequentialId, toIsoDate } from 'shared-contracts/domain';
import {
  messageNameOf,
  NEW_VEHICLE_STATE,
  type NewVehicleInput,
  type Vehicle,
  VEHICLE_RECORD,
  type VehiclePatch,
} from 'shared-contracts/records';

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
import { assignDriverToVehicle } from './fleetAssignment';

const vehicleSchema = entitySchemaOf(VEHICLE_RECORD);

function assertUniqueRegistration(context: RuleContext, registration: string | undefined, selfId?: string) {
  if (!registration) return;
  if (context.all('vehicles').some((v) => v.id !== selfId && v.registration.toUpperCase() === registration)) {
    throw ValidationError.of('registration', 'taken', `${registration} is already in the fleet`);
  }
}

export const vehicleRules: CollectionRules<Vehicle, NewVehicleInput, VehiclePatch> = {
  create(input, context) {
    const now = context.now();
    const fields = newFields(vehicleSchema, input, context);
    assertUniqueRegistration(context, fields.registration);
    const record: Vehicle = {
      ...fields,
      ...NEW_VEHICLE_STATE,
      id: formatSequentialId('VEH', nextSequence(context.all('vehicles'), /^VEH-(\d+)$/)),
      driver_name: null,
      total_jobs: 0,
      created_at: now.toISOString(),
      last_service: toIsoDate(now),
    };
    return { record };
  },

  update(existing, patch, context) {
    const { driver_assigned, ...fields } = changedFields<VehiclePatch>(vehicleSchema, patch, context);
    assertUniqueRegistration(context, fields.registration, existing.id);
    assertExists(context, 'drivers', 'driver_assigned', messageNameOf(VEHICLE_RECORD, 'driver_assigned'), driver_assigned);
    let record: Vehicle = { ...existing, ...fields };
    const cascade: Cascade = {};
    if (driver_assigned !== undefined) {
      const fleet = assignDriverToVehicle(context, existing, record, driver_assigned);
      record = fleet.vehicles.get(existing.id) as Vehicle;
      fleet.vehicles.delete(existing.id);
      cascade.drivers = [...fleet.drivers.values()];
      cascade.vehicles = [...fleet.vehicles.values()];
    }
    if (record.registration !== existing.registration) {
      cascade.jobs = context
        .all('jobs')
        .filter((j) => j.vehicle_id === existing.id)
        .map((j) => ({ ...j, vehicle_reg: record.registration }));
      cascade.systemAlerts = context
        .all('systemAlerts')
        .filter((a) => a.vehicle_id === existing.id)
        .map((a) => ({ ...a, vehicle: record.registration }));
    }
    return { record, cascade };
  },
};
