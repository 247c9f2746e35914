import type { Resource } from './provider/resources';

/** Every role a member of staff may hold, with the name screens show for it. */
export const ROLES = {
  admin: 'Administrator',
  dispatcher: 'Dispatcher',
  fleet_manager: 'Fleet manager',
  finance: 'Finance',
  viewer: 'Viewer',
} as const;
export type Role = keyof typeof ROLES;
export const ROLE_IDS = Object.keys(ROLES) as Role[];

const RECORD_ACTIONS = ['read', 'create', 'update'] as const;

/**
 * What can be done to each resource: the records' reads and writes, and the named actions a role may hold apart from
 * `update` (an invoice sent, an alert acknowledged or resolved, the map's simulation run, staff accounts managed).
 * Besides the data provider's resources: reports, the live map, staff accounts and the audit log.
 */
export const ACTIONS = {
  jobs: RECORD_ACTIONS,
  drivers: RECORD_ACTIONS,
  vehicles: RECORD_ACTIONS,
  clients: RECORD_ACTIONS,
  invoices: [...RECORD_ACTIONS, 'send'],
  warehouses: RECORD_ACTIONS,
  systemAlerts: [...RECORD_ACTIONS, 'acknowledge', 'resolve'],
  reports: ['read'],
  map: ['read', 'simulate'],
  users: ['read', 'manage'],
  audit: ['read'],
} as const satisfies Record<Resource, readonly string[]> & Record<string, readonly string[]>;
export type AccessResource = keyof typeof ACTIONS;
export type Action = (typeof ACTIONS)[AccessResource][number];

type Grants = { readonly [R in AccessResource]?: readonly (typeof ACTIONS)[R][number][] };

const everything = Object.fromEntries(Object.entries(ACTIONS).map(([resource, actions]) => [resource, actions])) as Grants;
const STAFF_ONLY: readonly AccessResource[] = ['users', 'audit'];
const readsAll = Object.fromEntries(
  (Object.keys(ACTIONS) as AccessResource[]).filter((resource) => !STAFF_ONLY.includes(resource)).map((resource) => [resource, ['read']]),
) as Grants;

/** The one permission table: role → resource → the actions it allows. What it does not list is refused. */
const PERMISSIONS: Readonly<Record<Role, Grants>> = {
  admin: everything,
  dispatcher: {
    jobs: RECORD_ACTIONS,
    map: ['read', 'simulate'],
    drivers: ['read'],
    vehicles: ['read'],
    clients: ['read'],
  },
  fleet_manager: {
    vehicles: RECORD_ACTIONS,
    systemAlerts: ['read', 'create', 'update', 'acknowledge', 'resolve'],
    warehouses: RECORD_ACTIONS,
    drivers: RECORD_ACTIONS,
    map: ['read', 'simulate'],
  },
  finance: {
    invoices: ['read', 'create', 'update', 'send'],
    reports: ['read'],
    clients: RECORD_ACTIONS,
    jobs: ['read'],
  },
  viewer: readsAll,
};

/** Whether `role` may do `action` to `resource`. */
export function can(role: Role, resource: AccessResource, action: Action): boolean {
  return (PERMISSIONS[role]?.[resource] as readonly string[] | undefined)?.includes(action) ?? false;
}
