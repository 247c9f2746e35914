import { routes } from 'shared-contracts/contract';
import type { NotFoundViewProps } from 'shared-contracts/ui';

/** The not-found view of an unknown driver id, on their profile and their edit screen. */
export const driverNotFound = (id: string): NotFoundViewProps => ({
  title: 'Driver Not Found',
  message: `Driver with ID "${id}" not found.`,
  backTo: routes.drivers.list,
  backLabel: 'Back to Drivers',
});

/** The not-found view of an unknown client id, on its page and its edit screen. */
export const CLIENT_NOT_FOUND: NotFoundViewProps = {
  title: 'Client Not Found',
  message: 'The requested client could not be found.',
  backTo: routes.clients.list,
  backLabel: 'Back to Clients',
};
