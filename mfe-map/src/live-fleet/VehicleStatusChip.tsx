import { StatusChip } from 'shared-contracts/ui';

import type { MapVehicleStatus } from '../simulation/mapEntities';

const BADGES = {
  moving: { label: 'Moving', variant: 'default' },
  idle: { label: 'Idle', variant: 'secondary' },
  offline: { label: 'Offline', variant: 'outline' },
} as const;

/** A live vehicle's status badge: Moving, Idle or Offline. */
export function VehicleStatusChip({ status }: { status: MapVehicleStatus }) {
  return <StatusChip {...BADGES[status]} />;
}

/**
 * The badge's text, for sorting, search and CSV.
 *
 * @example vehicleStatusLabel('idle') // 'Idle'
 */
export function vehicleStatusLabel(status: MapVehicleStatus): string {
  return BADGES[status].label;
}
