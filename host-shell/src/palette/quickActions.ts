import { routes } from 'shared-contracts';

export interface PaletteCommand {
  title: string;
  route: string;
  /** Shown under the title, e.g. a record's client or status. */
  detail?: string;
}

export const quickActions: PaletteCommand[] = [
  { title: 'New Job', route: routes.jobs.new },
  { title: 'New Client', route: routes.clients.new },
  { title: 'New Driver', route: routes.drivers.new },
  { title: 'New Vehicle', route: routes.vehicles.new },
];

export const navigationCommands: PaletteCommand[] = [
  { title: 'Dashboard', route: routes.admin.dashboard },
  { title: 'Live Map', route: routes.admin.tracking },
  { title: 'Jobs', route: routes.jobs.list },
  { title: 'Vehicles', route: routes.vehicles.list },
  { title: 'Drivers', route: routes.drivers.list },
  { title: 'Clients', route: routes.clients.list },
  { title: 'Invoices', route: routes.invoices.list },
  { title: 'Reports', route: routes.admin.reports },
];
