import { routes } from 'shared-contracts/contract';

/** The not-found view of an unknown vehicle id, on its page and its edit screen. */
export const VEHICLE_NOT_FOUND = {
  title: 'Vehicle Not Found',
  message: 'The requested vehicle could not be found.',
  backTo: routes.vehicles.list,
  backLabel: 'Back to Fleet',
} as const;
