import { toIsoDate } from '../domain/calendar';
import { formatSequentialId } from '../domain/recordIds';
import {
  DETAILS_NOT_HELD,
  EMISSIONS_CLASSES,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  NEW_VEHICLE_STATE,
  REGISTRATION_FORMAT,
  VEHICLE_FORM_DEFAULTS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  VIN_MAX_LENGTH,
  type NewVehicleInput,
  type Vehicle,
  type VehiclePatch,
} from '../domain/vehicle';
import { ValidationError } from './errors';
import { complete, defined, FieldReader } from './fieldReader';
import { assignDriverToVehicle } from './fleetAssignment';
import { joinSearchText, nextSequence, type Cascade, type CollectionRules, type RuleContext } from './ruleContext';

export const INVALID_REGISTRATION_MESSAGE = 'Registration must be in format ABC-123';

/** Reads in the order the form lists its required fields, so the first missing one is reported. */
function readVehicle(r: FieldReader, now: Date) {
  const registration = r.text('registration', { required: true })?.toUpperCase();
  if (registration && r.mode === 'create' && !REGISTRATION_FORMAT.test(registration)) {
    throw new ValidationError('registration', INVALID_REGISTRATION_MESSAGE);
  }
  const make = r.text('make', { required: true });
  const model = r.text('model', { required: true });
  const year = r.number('year', { required: true, integer: true, min: MIN_VEHICLE_YEAR, max: now.getFullYear() + 1 });
  const vin = r.text('vin', { required: true })?.toUpperCase();
  if (vin && vin.length > VIN_MAX_LENGTH) throw new ValidationError('vin', `vin must be at most ${VIN_MAX_LENGTH} characters`);
  const dates = { alsoAllow: r.mode === 'update' ? [DETAILS_NOT_HELD] : [], required: true };
  return {
    registration,
    make,
    model,
    year,
    vin,
    mot_expiry: r.isoDate('mot_expiry', dates),
    insurance_expiry: r.isoDate('insurance_expiry', dates),
    service_due: r.isoDate('service_due', dates),
    vehicle_type: r.oneOf('vehicle_type', VEHICLE_TYPES, { fallback: VEHICLE_FORM_DEFAULTS.vehicle_type }),
    capacity_kg: r.number('capacity_kg', { min: 0, fallback: VEHICLE_FORM_DEFAULTS.capacity_kg }),
    capacity_volume: r.number('capacity_volume', { min: 0, fallback: VEHICLE_FORM_DEFAULTS.capacity_volume }),
    fuel_type: r.oneOf('fuel_type', FUEL_TYPES, { fallback: VEHICLE_FORM_DEFAULTS.fuel_type }),
    emissions_class: r.oneOf('emissions_class', EMISSIONS_CLASSES, { fallback: VEHICLE_FORM_DEFAULTS.emissions_class }),
    mileage: r.number('mileage', { min: 0, fallback: VEHICLE_FORM_DEFAULTS.mileage }),
  };
}

/** Fields only an update sets. */
function readVehicleState(r: FieldReader, context: RuleContext) {
  return {
    status: r.oneOf('status', VEHICLE_STATUSES),
    fuel_level: r.number('fuel_level', { min: 0, max: 100 }),
    location: r.text('location'),
    last_service: r.isoDate('last_service'),
    driver_assigned: r.reference('driver_assigned', (id) => !!context.get('drivers', id)),
  };
}

function assertUniqueRegistration(context: RuleContext, registration: string | undefined, selfId?: string) {
  if (!registration) return;
  if (context.all('vehicles').some((v) => v.id !== selfId && v.registration.toUpperCase() === registration)) {
    throw new ValidationError('registration', `${registration} is already in the fleet`);
  }
}

export const vehicleRules: CollectionRules<Vehicle, NewVehicleInput, VehiclePatch> = {
  searchText: (vehicle) => joinSearchText(vehicle.registration, vehicle.make, vehicle.model, vehicle.driver_name),

  create(input, context) {
    const now = context.now();
    const fields = complete(readVehicle(new FieldReader(input, 'create'), now));
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
    const r = new FieldReader(patch, 'update');
    const { driver_assigned, ...fields } = defined({ ...readVehicle(r, context.now()), ...readVehicleState(r, context) });
    assertUniqueRegistration(context, fields.registration, existing.id);
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
      cascade.jobs = context.all('jobs').filter((j) => j.vehicle_id === existing.id).map((j) => ({ ...j, vehicle_reg: record.registration }));
      cascade.systemAlerts = context
        .all('systemAlerts')
        .filter((a) => a.vehicle_id === existing.id)
        .map((a) => ({ ...a, vehicle: record.registration }));
    }
    return { record, cascade };
  },
};
