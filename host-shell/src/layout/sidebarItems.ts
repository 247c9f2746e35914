import { routes, type SidebarItem } from 'shared-contracts/contract';

/** Dashboard is active on /admin and /admin/dashboard; every other item by path prefix. */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.route === routes.admin.dashboard) {
    return path === routes.admin.root || path === routes.admin.dashboard;
  }
  return path === item.route || path.startsWith(`${item.route}/`);
}
