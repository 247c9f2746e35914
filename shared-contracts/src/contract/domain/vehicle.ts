import type { Vehicle } from 'shared-contracts/records';

import type { BadgeRule } from './badge';

export type { NewVehicleInput, Vehicle, VehiclePatch } from 'shared-contracts/records';

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

/** Statuses the Active KPI and the sidebar badge count. */
export const ACTIVE_VEHICLE_STATUSES = [
  'in_use',
  'en_route',
  'in_progress',
  'loading',
  'delivering',
] as const satisfies readonly VehicleStatus[];
const ACTIVE = new Set<VehicleStatus>(ACTIVE_VEHICLE_STATUSES);

/**
 * Whether a vehicle counts as active (Fleet Management KPI and the Vehicles sidebar badge).
 *
 * @example isActiveVehicle({ status: 'loading' }) // true
 */
export function isActiveVehicle(vehicle: Pick<Vehicle, 'status'>): boolean {
  return ACTIVE.has(vehicle.status);
}

const VEHICLE_STATUS_LABELS: Partial<Record<VehicleStatus, string>> = {
  available: 'Available',
  in_use: 'In Use',
  en_route: 'En Route',
  in_progress: 'In Progress',
  loading: 'Loading',
  delivering: 'Delivering',
  maintenance: 'Maintenance',
};

const VEHICLE_STATUS_VARIANTS: Partial<Record<VehicleStatus, BadgeRule['variant']>> = {
  available: 'default',
  maintenance: 'destructive',
};

/**
 * Badge for a vehicle status; out_of_service and unknown values show their raw text.
 *
 * @example vehicleStatusBadge('en_route') // { label: 'En Route', variant: 'secondary' }
 */
export function vehicleStatusBadge(status: string): BadgeRule {
  const label = VEHICLE_STATUS_LABELS[status as VehicleStatus];
  if (label === undefined) return { label: status, variant: 'outline' };
  return { label, variant: VEHICLE_STATUS_VARIANTS[status as VehicleStatus] ?? 'secondary' };
}
