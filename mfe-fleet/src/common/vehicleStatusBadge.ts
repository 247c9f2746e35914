import type { BadgeRule } from 'shared-contracts/domain';
import type { VehicleStatus } from 'shared-contracts/records';

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
