import { toIsoDate } from '../domain/calendar';
import {
  DEFAULT_DRIVER_FORM_LICENSE_CLASS,
  DRIVER_STATUSES,
  EMPLOYMENT_TYPES,
  LICENSE_CLASSES,
  type Driver,
  type DriverPatch,
  type NewDriverInput,
} from '../domain/driver';
import { formatSequentialId } from '../domain/recordIds';
import { ValidationError } from './errors';
import { complete, defined, FieldReader } from './fieldReader';
import { assignVehicleToDriver } from './fleetAssignment';
import { joinSearchText, nextSequence, type Cascade, type CollectionRules, type RuleContext } from './ruleContext';

function readDriver(r: FieldReader) {
  return {
    name: r.text('name', { required: true }),
    email: r.email('email', { required: true }),
    phone: r.text('phone', { required: true }),
    license_number: r.text('license_number', { required: true })?.toUpperCase(),
    employment_type: r.oneOf('employment_type', EMPLOYMENT_TYPES, { required: true }),
    license_class: r.oneOf('license_class', LICENSE_CLASSES, { fallback: DEFAULT_DRIVER_FORM_LICENSE_CLASS }),
    license_expiry: r.isoDate('license_expiry'),
    hourly_rate: r.number('hourly_rate', { min: 0, fallback: 0 }),
    is_active: r.boolean('is_active', { fallback: true }),
  };
}

/** Fields only an update sets. */
function readDriverState(r: FieldReader, context: RuleContext) {
  return {
    current_status: r.oneOf('current_status', DRIVER_STATUSES),
    location: r.text('location'),
    rating: r.number('rating', { min: 0, max: 5 }),
    current_vehicle: r.reference('current_vehicle', (id) => !!context.get('vehicles', id)),
  };
}

function assertUniqueEmail(context: RuleContext, email: string | undefined, selfId?: string) {
  if (!email) return;
  const taken = context.all('drivers').find((d) => d.id !== selfId && d.email.toLowerCase() === email.toLowerCase());
  if (taken) throw new ValidationError('email', `${email} is already used by ${taken.name}`);
}

/** A renamed driver's name also changes on their jobs, vehicle and alerts. */
function renameCascade(context: RuleContext, driver: Driver, cascade: Cascade): void {
  cascade.jobs = context.all('jobs').filter((j) => j.driver_id === driver.id).map((j) => ({ ...j, driver_name: driver.name }));
  cascade.systemAlerts = context.all('systemAlerts').filter((a) => a.driver_id === driver.id).map((a) => ({ ...a, driver: driver.name }));
  const vehicles = new Map((cascade.vehicles ?? []).map((v) => [v.id, v]));
  for (const vehicle of context.all('vehicles')) {
    const current = vehicles.get(vehicle.id) ?? vehicle;
    if (current.driver_assigned === driver.id) vehicles.set(vehicle.id, { ...current, driver_name: driver.name });
  }
  cascade.vehicles = [...vehicles.values()];
}

export const driverRules: CollectionRules<Driver, NewDriverInput, DriverPatch> = {
  searchText: (driver) => joinSearchText(driver.name, driver.email, driver.license_number),

  create(input, context) {
    const fields = complete(readDriver(new FieldReader(input, 'create')));
    assertUniqueEmail(context, fields.email);
    const drivers = context.all('drivers');
    const now = context.now();
    const record: Driver = {
      ...fields,
      id: formatSequentialId('DRV', nextSequence(drivers, /^DRV-(\d+)$/)),
      driver_id: `EMP-${nextSequence(drivers.map((d) => ({ id: d.driver_id })), /^EMP-(\d+)$/)}`,
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
    const r = new FieldReader(patch, 'update');
    const { current_vehicle, ...fields } = defined({ ...readDriver(r), ...readDriverState(r, context) });
    assertUniqueEmail(context, fields.email, existing.id);
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
