import {
  DETAILS_NOT_HELD,
  EMISSIONS_CLASSES,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  type NewVehicleInput,
  REGISTRATION_FORMAT,
  VEHICLE_FORM_DEFAULTS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  VIN_MAX_LENGTH,
} from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { isoDate, number, oneOf, reference, text } from '../schema/fields';
import { INVALID_REGISTRATION_MESSAGE } from './vehicleFormFields';

/** The specification names a missing vehicle field by its name with the first underscore made a space: "mot expiry is required". */
const fieldName = (field: string) => field.replace('_', ' ');

const FIELDS = [
  'registration',
  'make',
  'model',
  'year',
  'vin',
  'mot_expiry',
  'insurance_expiry',
  'service_due',
  'vehicle_type',
  'capacity_kg',
  'capacity_volume',
  'fuel_type',
  'emissions_class',
  'mileage',
  'status',
  'fuel_level',
  'location',
  'last_service',
  'driver_assigned',
] as const;

export const VEHICLE_FIELD_LABELS = Object.fromEntries(FIELDS.map((field) => [field, fieldName(field)])) as Record<
  (typeof FIELDS)[number],
  string
>;

const L = VEHICLE_FIELD_LABELS;
const dates = { required: true, alsoAllow: [DETAILS_NOT_HELD] } as const;

/** A vehicle: registration, make, model, year, VIN and the three compliance dates are required. */
export const vehicleSchema: EntitySchema<NewVehicleInput> = {
  fields: (now) => ({
    registration: text(L.registration, { required: true, upperCase: true }),
    make: text(L.make, { required: true }),
    model: text(L.model, { required: true }),
    year: number(L.year, { required: true, integer: true, min: MIN_VEHICLE_YEAR, max: now.getFullYear() + 1 }),
    vin: text(L.vin, { required: true, upperCase: true, maxLength: VIN_MAX_LENGTH }),
    mot_expiry: isoDate(L.mot_expiry, dates),
    insurance_expiry: isoDate(L.insurance_expiry, dates),
    service_due: isoDate(L.service_due, dates),
    vehicle_type: oneOf(L.vehicle_type, VEHICLE_TYPES),
    capacity_kg: number(L.capacity_kg, { min: 0 }),
    capacity_volume: number(L.capacity_volume, { min: 0 }),
    fuel_type: oneOf(L.fuel_type, FUEL_TYPES),
    emissions_class: oneOf(L.emissions_class, EMISSIONS_CLASSES),
    mileage: number(L.mileage, { min: 0 }),
  }),
  stateFields: () => ({
    status: oneOf(L.status, VEHICLE_STATUSES),
    fuel_level: number(L.fuel_level, { min: 0, max: 100 }),
    location: text(L.location),
    last_service: isoDate(L.last_service),
    driver_assigned: reference(L.driver_assigned),
  }),
  defaults: VEHICLE_FORM_DEFAULTS,
  // Only a newly registered vehicle must follow the format; the seeded fleet holds other UK formats.
  newRecordChecks: {
    registration: (registration: string) => (REGISTRATION_FORMAT.test(registration) ? undefined : INVALID_REGISTRATION_MESSAGE),
  },
};
