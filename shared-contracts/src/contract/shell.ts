/**
 * What the host draws from the specification for every area: the sidebar and the command
 * palette's Navigation and Quick Actions. Badge counts come from the data layer (`sidebarBadgeCount`).
 */
import type { AreaId } from './areas';
import { routes } from './routes';

/** A sidebar count the data layer keeps: see `sidebarBadgeCount` in shared-contracts/data. */
export type SidebarBadgeKey = 'jobsInProgress' | 'activeVehicles' | 'drivers' | 'activeSystemAlerts';

export interface SidebarItem {
  title: string;
  route: string;
  badge?: { kind: 'live' } | { kind: 'count'; key: SidebarBadgeKey };
  /** The area that draws the route, fetched early when the item is hovered or focused. */
  area?: AreaId;
}

export const sidebarItems: readonly SidebarItem[] = [
  { title: 'Dashboard', route: routes.admin.dashboard, area: 'jobs' },
  { title: 'Live Map', route: routes.admin.tracking, badge: { kind: 'live' }, area: 'map' },
  { title: 'Jobs', route: routes.jobs.list, badge: { kind: 'count', key: 'jobsInProgress' }, area: 'jobs' },
  { title: 'Vehicles', route: routes.vehicles.list, badge: { kind: 'count', key: 'activeVehicles' }, area: 'fleet' },
  { title: 'Drivers', route: routes.drivers.list, badge: { kind: 'count', key: 'drivers' }, area: 'people' },
  { title: 'Clients', route: routes.clients.list, area: 'people' },
  { title: 'Invoices', route: routes.invoices.list, area: 'finance' },
  { title: 'Warehouses', route: routes.admin.warehouses, area: 'fleet' },
  { title: 'Alerts', route: routes.admin.alerts, badge: { kind: 'count', key: 'activeSystemAlerts' }, area: 'fleet' },
  { title: 'Reports', route: routes.admin.reports, area: 'finance' },
  { title: 'Admin', route: routes.admin.settings },
];

export interface PaletteCommand {
  title: string;
  route: string;
  /** Shown under the title, e.g. a record's client or status. */
  detail?: string;
}

export const paletteNavigation: readonly PaletteCommand[] = [
  { title: 'Dashboard', route: routes.admin.dashboard },
  { title: 'Live Map', route: routes.admin.tracking },
  { title: 'Jobs', route: routes.jobs.list },
  { title: 'Vehicles', route: routes.vehicles.list },
  { title: 'Drivers', route: routes.drivers.list },
  { title: 'Clients', route: routes.clients.list },
  { title: 'Invoices', route: routes.invoices.list },
  { title: 'Reports', route: routes.admin.reports },
];

/** The Quick Create menu and the palette's Quick Actions. */
export const quickActions: readonly PaletteCommand[] = [
  { title: 'New Job', route: routes.jobs.new },
  { title: 'New Client', route: routes.clients.new },
  { title: 'New Driver', route: routes.drivers.new },
  { title: 'New Vehicle', route: routes.vehicles.new },
];
