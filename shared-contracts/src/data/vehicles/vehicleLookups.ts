import { type PaletteCommand, routes } from 'shared-contracts/contract';
import type { Vehicle } from 'shared-contracts/records';

/** A vehicle found from the command palette. */
export const vehiclePaletteCommand = (vehicle: Vehicle): PaletteCommand => ({
  title: vehicle.registration,
  detail: `${vehicle.make} ${vehicle.model} · ${vehicle.id}`,
  route: routes.vehicles.detail(vehicle.id),
});
