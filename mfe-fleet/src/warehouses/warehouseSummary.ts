import type { AggregateGroup, AggregateParams } from 'shared-contracts/contract';

import { warehouseUtilisation } from './warehouseStatus';

export interface WarehouseSummary {
  facilities: number;
  operational: number;
  /** Total occupied over total capacity, whole percent. */
  utilisation: number;
  /** m² */
  occupied: number;
  staff: number;
  vehicles: number;
}

/** The one provider query the five summary cards are read from: the facilities by status, with their sums. */
export const WAREHOUSE_SUMMARY_QUERY: AggregateParams = {
  groupBy: 'status',
  sum: ['capacity', 'occupied', 'staff_count', 'vehicles_based'],
};

/**
 * The five summary cards of /admin/warehouses, from the facilities counted and summed by status (WAREHOUSE_SUMMARY_QUERY).
 *
 * @example warehouseSummary(groups) // { facilities: 5, operational: 4, utilisation: 76, occupied: 23710, staff: 104, vehicles: 29 }
 */
export function warehouseSummary(groups: readonly Pick<AggregateGroup, 'key' | 'count' | 'sum'>[]): WarehouseSummary {
  let facilities = 0;
  let operational = 0;
  let capacity = 0;
  let occupied = 0;
  let staff = 0;
  let vehicles = 0;
  for (const { key, count, sum } of groups) {
    facilities += count;
    if (key === 'operational') operational += count;
    capacity += sum.capacity ?? 0;
    occupied += sum.occupied ?? 0;
    staff += sum.staff_count ?? 0;
    vehicles += sum.vehicles_based ?? 0;
  }
  return { facilities, operational, utilisation: warehouseUtilisation({ capacity, occupied }), occupied, staff, vehicles };
}

/**
 * A phone number as a tel: link target.
 *
 * @example telHref('020 7946 0330') // 'tel:02079460330'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "9,850 m²" */
export const squareMetres = (value: number) => `${value.toLocaleString('en-GB')} m²`;
