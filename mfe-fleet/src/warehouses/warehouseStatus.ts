import type { BadgeRule } from 'shared-contracts/domain';
import type { Warehouse, WAREHOUSE_STATUSES } from 'shared-contracts/records';

type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

type StatusTone = 'success' | 'warning' | 'error' | 'neutral';

interface WarehouseStatusBadge extends BadgeRule {
  tone: StatusTone;
}

const WAREHOUSE_BADGES: Record<WarehouseStatus, Omit<WarehouseStatusBadge, 'label'>> = {
  operational: { variant: 'default', tone: 'success' },
  maintenance: { variant: 'secondary', tone: 'warning' },
  closed: { variant: 'destructive', tone: 'error' },
};

/**
 * Badge for a warehouse status, label upper case; unknown values get an outline badge.
 *
 * @example warehouseStatusBadge('maintenance') // { label: 'MAINTENANCE', variant: 'secondary', tone: 'warning' }
 */
export function warehouseStatusBadge(status: string): WarehouseStatusBadge {
  const known = Object.hasOwn(WAREHOUSE_BADGES, status) ? WAREHOUSE_BADGES[status as WarehouseStatus] : undefined;
  return { label: status.toUpperCase(), ...(known ?? { variant: 'outline', tone: 'neutral' }) };
}

/** Occupied over capacity as a whole percent. */
export function warehouseUtilisation(warehouse: Pick<Warehouse, 'capacity' | 'occupied'>): number {
  return warehouse.capacity > 0 ? Math.round((warehouse.occupied / warehouse.capacity) * 100) : 0;
}

/** 90 or more red, 75 or more orange, below that green. */
export function capacityTone(percent: number): Extract<StatusTone, 'success' | 'warning' | 'error'> {
  if (percent >= 90) return 'error';
  if (percent >= 75) return 'warning';
  return 'success';
}
