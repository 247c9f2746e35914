import { type PaletteCommand, routes, type Vehicle } from 'shared-contracts/contract';

/** What a vehicles search looks in: registration, make, model and assigned driver. */
export const vehicleSearchFields = (vehicle: Vehicle) => [vehicle.registration, vehicle.make, vehicle.model, vehicle.driver_name];

/** A vehicle found from the command palette. */
export const vehiclePaletteCommand = (vehicle: Vehicle): PaletteCommand => ({
  title: vehicle.registration,
  detail: `${vehicle.make} ${vehicle.model} · ${vehicle.id}`,
  route: routes.vehicles.detail(vehicle.id),
});
