import type { AreaId } from 'shared-contracts';
import { exposedModules, routes } from 'shared-contracts';

/** Which data-set count a sidebar badge shows. */
export type BadgeSource = 'jobsInProgress' | 'activeVehicles' | 'drivers' | 'activeSystemAlerts';

export interface SidebarItem {
  title: string;
  route: string;
  badge?: { kind: 'live' } | { kind: 'count'; source: BadgeSource };
  /** The module to prefetch when the item is hovered or focused. */
  prefetch?: { area: AreaId; module: string };
}

export const sidebarItems: SidebarItem[] = [
  { title: 'Dashboard', route: routes.admin.dashboard, prefetch: { area: 'jobs', module: exposedModules.jobs.dashboard } },
  { title: 'Live Map', route: routes.admin.tracking, badge: { kind: 'live' }, prefetch: { area: 'map', module: exposedModules.map.tracking } },
  { title: 'Jobs', route: routes.jobs.list, badge: { kind: 'count', source: 'jobsInProgress' }, prefetch: { area: 'jobs', module: exposedModules.jobs.list } },
  { title: 'Vehicles', route: routes.vehicles.list, badge: { kind: 'count', source: 'activeVehicles' }, prefetch: { area: 'fleet', module: exposedModules.fleet.vehicles } },
  { title: 'Drivers', route: routes.drivers.list, badge: { kind: 'count', source: 'drivers' }, prefetch: { area: 'people', module: exposedModules.people.drivers } },
  { title: 'Clients', route: routes.clients.list, prefetch: { area: 'people', module: exposedModules.people.clients } },
  { title: 'Invoices', route: routes.invoices.list, prefetch: { area: 'finance', module: exposedModules.finance.invoices } },
  { title: 'Warehouses', route: routes.admin.warehouses, prefetch: { area: 'fleet', module: exposedModules.fleet.warehouses } },
  { title: 'Alerts', route: routes.admin.alerts, badge: { kind: 'count', source: 'activeSystemAlerts' }, prefetch: { area: 'fleet', module: exposedModules.fleet.alerts } },
  { title: 'Reports', route: routes.admin.reports, prefetch: { area: 'finance', module: exposedModules.finance.reports } },
  { title: 'Admin', route: routes.admin.settings },
];

/** Dashboard is active on /admin and /admin/dashboard; every other item by path prefix. */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.route === routes.admin.dashboard) {
    return path === routes.admin.root || path === routes.admin.dashboard;
  }
  return path === item.route || path.startsWith(`${item.route}/`);
}
