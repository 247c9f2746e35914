import { boolean, choice, date, number, recordKind, reference, text } from './recordKind';
import {
  DETAILS_NOT_HELD,
  EMISSIONS_CLASSES,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  REGISTRATION_FORMAT,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  VIN_MAX_LENGTH,
} from './vocabulary/vehicle';

const complianceDate = { input: true, required: true, alsoAllow: [DETAILS_NOT_HELD] } as const;

/**
 * A vehicle: registration, make, model, year, VIN and the three compliance dates are required. Register New Vehicle
 * starts with the specification's defaults (van, 1000 kg, 8 m³, diesel, Euro 6, mileage 0). Its messages name a field
 * as the specification does, by its name with the first underscore made a space: "mot expiry is required".
 */
export const VEHICLE_RECORD = recordKind(
  'vehicles',
  {
    /** VEH-nnn */
    id: text('Vehicle ID'),
    // Only a newly registered vehicle must follow the format; the seeded fleet holds other UK formats.
    registration: text('Registration', {
      input: true,
      required: true,
      upperCase: true,
      newRecordFormat: { pattern: REGISTRATION_FORMAT, message: 'Registration must be in format ABC-123' },
      sort: true,
      csv: true,
    }),
    make: text('Make', { input: true, required: true, csv: true }),
    model: text('Model', { input: true, required: true, csv: true }),
    year: number('Year', { input: true, required: true, integer: true, min: MIN_VEHICLE_YEAR, max: (now: Date) => now.getFullYear() + 1 }),
    vin: text('VIN', { input: true, required: true, upperCase: true, maxLength: VIN_MAX_LENGTH }),
    /** yyyy-mm-dd or 'Details not held' */
    mot_expiry: date('MOT Expiry', complianceDate),
    insurance_expiry: date('Insurance Expiry', complianceDate),
    service_due: date('Service Due', complianceDate),
    vehicle_type: choice('Vehicle Type', VEHICLE_TYPES, { input: true, default: 'van' }),
    capacity_kg: number('Weight Capacity (kg)', { input: true, min: 0, default: 1000 }),
    /** m³ */
    capacity_volume: number('Volume Capacity (m³)', { input: true, min: 0, default: 8 }),
    fuel_type: choice('Fuel Type', FUEL_TYPES, { input: true, default: 'diesel' }),
    emissions_class: choice('Emissions Class', EMISSIONS_CLASSES, { input: true, default: 'Euro 6' }),
    mileage: number('Mileage', { input: true, min: 0, default: 0, sort: true, csv: true }),
    status: choice('Status', VEHICLE_STATUSES, { input: 'update', sort: true, csv: true }),
    /** percent */
    fuel_level: number('Fuel Level (%)', { input: 'update', min: 0, max: 100, sort: true, csv: 'Fuel' }),
    location: text('Location', { input: 'update', csv: true }),
    last_service: date('Last Service', { input: 'update' }),
    /** Driver id, kept in step with the driver's current_vehicle. */
    driver_assigned: reference('Assigned Driver', { input: 'update', nullable: true }),
    /** The assigned driver's name, searched as "assigned driver". */
    driver_name: text('Driver', { nullable: true, sort: true, csv: true }),
    total_jobs: number('Jobs'),
    created_at: text('Added'),
    tax_expiry: date('Tax Expiry', { optional: true }),
    ulez_compliant: boolean('ULEZ Compliant', { optional: true }),
    body_style: text('Body Style', { optional: true }),
    engine_size: text('Engine Size', { optional: true }),
    outstanding_finance: number('Outstanding Finance', { optional: true }),
    /** Detail view only. */
    purchase_date: date('Purchase Date', { optional: true }),
    purchase_price: number('Purchase Price', { optional: true }),
    current_value: number('Current Value', { optional: true }),
    maintenance_cost: number('Maintenance Cost', { optional: true }),
    /** MPG */
    fuel_efficiency: number('Fuel Efficiency', { optional: true }),
    /** How pressing the compliance alerts are, to sort by: any critical outweighs any number of high ones. */
    alert_weight: number('Compliance', { computed: true, sort: true }),
    critical_alert_count: number('Critical Alerts', { computed: true }),
  },
  { search: ['registration', 'make', 'model', 'driver_name'], messageName: (field) => field.replace('_', ' ') },
);
