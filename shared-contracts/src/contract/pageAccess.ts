import type { AccessResource, Action } from './access';

interface PageAccess {
  resource: AccessResource;
  action: Action;
}

/** Each admin path prefix and the resource its pages show. */
const PAGE_RESOURCES: readonly (readonly [prefix: string, resource: AccessResource])[] = [
  ['/admin/jobs', 'jobs'],
  ['/admin/drivers', 'drivers'],
  ['/admin/vehicles', 'vehicles'],
  ['/admin/clients', 'clients'],
  ['/admin/invoices', 'invoices'],
  ['/admin/warehouses', 'warehouses'],
  ['/admin/alerts', 'systemAlerts'],
  ['/admin/reports', 'reports'],
  ['/admin/tracking', 'map'],
  ['/admin/uk-fleet', 'map'],
];

/**
 * What a role needs to open an admin page: reading its resource, creating for `…/new`, updating for `…/{id}/edit`.
 * Null for the pages every signed-in member of staff opens (the dashboard, settings, the login page) and for paths
 * outside the admin portal. A query string is ignored.
 *
 * @example accessOfPath('/admin/jobs/new') // { resource: 'jobs', action: 'create' }
 * @example accessOfPath('/admin/vehicles/VEH-001/edit') // { resource: 'vehicles', action: 'update' }
 * @example accessOfPath('/admin/dashboard') // null
 */
export function accessOfPath(path: string): PageAccess | null {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '');
  const found = PAGE_RESOURCES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (!found) return null;
  const [prefix, resource] = found;
  const rest = pathname.slice(prefix.length).split('/').filter(Boolean);
  if (rest.length === 1 && rest[0] === 'new') return { resource, action: 'create' };
  if (rest.length === 2 && rest[1] === 'edit') return { resource, action: 'update' };
  return { resource, action: 'read' };
}
