import { type PaletteCommand, routes } from 'shared-contracts/contract';
import type { Driver } from 'shared-contracts/records';

/** A driver found from the command palette. */
export const driverPaletteCommand = (driver: Driver): PaletteCommand => ({
  title: driver.name,
  detail: driver.id,
  route: routes.drivers.detail(driver.id),
});
