import { type Driver, type PaletteCommand, routes } from 'shared-contracts/contract';

/** What a drivers search looks in: name, e-mail and licence number. */
export const driverSearchFields = (driver: Driver) => [driver.name, driver.email, driver.license_number];

/** A driver found from the command palette. */
export const driverPaletteCommand = (driver: Driver): PaletteCommand => ({
  title: driver.name,
  detail: driver.id,
  route: routes.drivers.detail(driver.id),
});
