import { type PaletteCommand, routes, type Warehouse } from 'shared-contracts/contract';

/** What a warehouses search looks in: name, address, type and manager. */
export const warehouseSearchFields = (warehouse: Warehouse) => [warehouse.name, warehouse.address, warehouse.type, warehouse.manager];

/** A warehouse found from the command palette: the list, searched for its name. */
export const warehousePaletteCommand = (warehouse: Warehouse): PaletteCommand => ({
  title: warehouse.name,
  detail: warehouse.id,
  route: routes.admin.warehousesMatching(warehouse.name),
});
