import { routes } from 'shared-contracts/contract';

export interface NavLink {
  label: string;
  to: string;
}

/** The four service pages, in menu and footer order. */
export const SERVICE_LINKS: readonly NavLink[] = [
  { label: 'General Logistics', to: routes.generalLogistics },
  { label: 'Fine Art & Antiques', to: routes.fineArt },
  { label: 'Event Staging', to: routes.eventStaging },
  { label: 'Vehicle Transportation Enclosed', to: routes.vehicleTransportation },
];

/** The side menu (specification, "Public layout"). */
export const MENU_LINKS: readonly NavLink[] = [
  { label: 'Home', to: routes.home },
  ...SERVICE_LINKS,
  { label: 'Admin Access', to: routes.admin.login },
];

/** '/fine-art/' and '/fine-art' are the same page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
