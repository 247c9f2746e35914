import { warehouseUtilisation, type Warehouse } from 'shared-contracts/contract';

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

/**
 * The five summary cards of /admin/warehouses.
 *
 * @example warehouseSummary(sampleWarehouses) // { facilities: 5, operational: 4, utilisation: 76, occupied: 23710, staff: 104, vehicles: 29 }
 */
export function warehouseSummary(warehouses: readonly Warehouse[]): WarehouseSummary {
  let operational = 0;
  let capacity = 0;
  let occupied = 0;
  let staff = 0;
  let vehicles = 0;
  for (const warehouse of warehouses) {
    if (warehouse.status === 'operational') operational++;
    capacity += warehouse.capacity;
    occupied += warehouse.occupied;
    staff += warehouse.staff_count;
    vehicles += warehouse.vehicles_based;
  }
  return { facilities: warehouses.length, operational, utilisation: warehouseUtilisation({ capacity, occupied }), occupied, staff, vehicles };
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
