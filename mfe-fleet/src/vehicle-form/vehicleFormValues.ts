import type { Vehicle } from 'shared-contracts/records';
import { inputKindsOf, VEHICLE_RECORD } from 'shared-contracts/records';

const DEFAULTS = VEHICLE_RECORD.fields;

/** The register form's inputs, by the record's field names. */
export type VehicleFormValues = {
  registration: string;
  make: string;
  model: string;
  year: string;
  vin: string;
  vehicle_type: string;
  capacity_kg: string;
  capacity_volume: string;
  fuel_type: string;
  emissions_class: string;
  mileage: string;
  mot_expiry: string;
  insurance_expiry: string;
  service_due: string;
};

/** The edit form's inputs: the register form's and the vehicle's state (a new vehicle starts available). */
export type VehicleEditValues = VehicleFormValues & {
  status: string;
  fuel_level: string;
  location: string;
  driver_assigned: string;
};

/** How the provider reads each input, as the vehicle's declaration types it: numbers as numbers, an empty driver as none. */
export const VEHICLE_FIELD_KINDS = inputKindsOf(VEHICLE_RECORD);

/** Register New Vehicle starts with the specification's defaults: van, 1000 kg, 8 m³, diesel, Euro 6, mileage 0. */
export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  registration: '',
  make: '',
  model: '',
  year: '',
  vin: '',
  vehicle_type: DEFAULTS.vehicle_type.default,
  capacity_kg: String(DEFAULTS.capacity_kg.default),
  capacity_volume: String(DEFAULTS.capacity_volume.default),
  fuel_type: DEFAULTS.fuel_type.default,
  emissions_class: DEFAULTS.emissions_class.default,
  mileage: String(DEFAULTS.mileage.default),
  mot_expiry: '',
  insurance_expiry: '',
  service_due: '',
};

/** The edit form filled in from a stored vehicle, every value as it is stored. */
export function vehicleToFormValues(vehicle: Vehicle): VehicleEditValues {
  return {
    registration: vehicle.registration,
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    vin: vehicle.vin,
    vehicle_type: vehicle.vehicle_type,
    capacity_kg: String(vehicle.capacity_kg),
    capacity_volume: String(vehicle.capacity_volume),
    fuel_type: vehicle.fuel_type,
    emissions_class: vehicle.emissions_class,
    mileage: String(vehicle.mileage),
    mot_expiry: vehicle.mot_expiry,
    insurance_expiry: vehicle.insurance_expiry,
    service_due: vehicle.service_due,
    status: vehicle.status,
    fuel_level: String(vehicle.fuel_level),
    location: vehicle.location,
    driver_assigned: vehicle.driver_assigned ?? '',
  };
}
