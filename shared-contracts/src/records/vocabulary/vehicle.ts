export const VEHICLE_STATUSES = [
  'available',
  'in_use',
  'en_route',
  'in_progress',
  'loading',
  'delivering',
  'maintenance',
  'out_of_service',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const VEHICLE_TYPES = ['van', 'truck', 'lorry', 'car'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const EMISSIONS_CLASSES = ['Euro 6', 'Euro 5', 'Euro 4', 'Zero Emission'] as const;
export type EmissionsClass = (typeof EMISSIONS_CLASSES)[number];

/** The DVLA wording for a date it does not hold; compliance counts it as -1 days. */
export const DETAILS_NOT_HELD = 'Details not held';

/** A registered vehicle starts like this. */
export const NEW_VEHICLE_STATE = {
  status: 'available',
  fuel_level: 100,
  location: 'London Depot',
  driver_assigned: null,
} as const;

/** Only applied when registering; the seeded fleet also holds other UK formats. */
export const REGISTRATION_FORMAT = /^[A-Z]{3}-\d{3}$/;
export const VIN_MAX_LENGTH = 17;
export const MIN_VEHICLE_YEAR = 2000;
