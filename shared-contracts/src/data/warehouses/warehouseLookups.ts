import type { Warehouse } from 'shared-contracts/contract';

/** What a warehouses search looks in: name, address, type and manager. */
export const warehouseSearchFields = (warehouse: Warehouse) => [warehouse.name, warehouse.address, warehouse.type, warehouse.manager];
