import { type PaletteCommand, routes } from 'shared-contracts/contract';
import type { Warehouse } from 'shared-contracts/records';

/** A warehouse found from the command palette: the list, searched for its name. */
export const warehousePaletteCommand = (warehouse: Warehouse): PaletteCommand => ({
  title: warehouse.name,
  detail: warehouse.id,
  route: routes.admin.warehousesMatching(warehouse.name),
});
