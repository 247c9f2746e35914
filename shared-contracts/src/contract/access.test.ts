import { ACTIONS, can, ROLE_IDS, ROLES } from './access';

describe('the roles and what each may do', () => {
  it('names the five roles as screens show them', () => {
    expect(ROLE_IDS).toEqual(['admin', 'dispatcher', 'fleet_manager', 'finance', 'viewer']);
    expect(Object.values(ROLES)).toEqual(['Administrator', 'Dispatcher', 'Fleet manager', 'Finance', 'Viewer']);
  });

  it('gives each resource its actions, the named ones beside read, create and update', () => {
    expect(ACTIONS.invoices).toEqual(['read', 'create', 'update', 'send']);
    expect(ACTIONS.systemAlerts).toEqual(['read', 'create', 'update', 'acknowledge', 'resolve']);
    expect(ACTIONS.map).toEqual(['read', 'simulate']);
    expect(ACTIONS.users).toEqual(['read', 'manage']);
    expect(ACTIONS.jobs).toEqual(['read', 'create', 'update']);
  });

  it('lets an administrator do everything', () => {
    expect(can('admin', 'users', 'manage')).toBe(true);
    expect(can('admin', 'audit', 'read')).toBe(true);
    expect(can('admin', 'invoices', 'send')).toBe(true);
    expect(can('admin', 'systemAlerts', 'resolve')).toBe(true);
    expect(can('admin', 'map', 'simulate')).toBe(true);
  });

  it('lets a dispatcher run jobs and the map, and only read drivers, vehicles and clients', () => {
    expect(can('dispatcher', 'jobs', 'create')).toBe(true);
    expect(can('dispatcher', 'jobs', 'update')).toBe(true);
    expect(can('dispatcher', 'map', 'simulate')).toBe(true);
    expect(can('dispatcher', 'drivers', 'read')).toBe(true);
    expect(can('dispatcher', 'drivers', 'update')).toBe(false);
    expect(can('dispatcher', 'vehicles', 'create')).toBe(false);
    expect(can('dispatcher', 'clients', 'read')).toBe(true);
    expect(can('dispatcher', 'clients', 'update')).toBe(false);
    expect(can('dispatcher', 'invoices', 'read')).toBe(false);
    expect(can('dispatcher', 'users', 'read')).toBe(false);
  });

  it('lets a fleet manager keep vehicles, alerts, warehouses, drivers and the map, and nothing of jobs or invoices', () => {
    expect(can('fleet_manager', 'vehicles', 'update')).toBe(true);
    expect(can('fleet_manager', 'systemAlerts', 'acknowledge')).toBe(true);
    expect(can('fleet_manager', 'systemAlerts', 'resolve')).toBe(true);
    expect(can('fleet_manager', 'warehouses', 'create')).toBe(true);
    expect(can('fleet_manager', 'drivers', 'create')).toBe(true);
    expect(can('fleet_manager', 'map', 'simulate')).toBe(true);
    expect(can('fleet_manager', 'jobs', 'read')).toBe(false);
    expect(can('fleet_manager', 'invoices', 'read')).toBe(false);
  });

  it('lets finance keep invoices, reports and clients, and only read jobs', () => {
    expect(can('finance', 'invoices', 'send')).toBe(true);
    expect(can('finance', 'invoices', 'create')).toBe(true);
    expect(can('finance', 'reports', 'read')).toBe(true);
    expect(can('finance', 'clients', 'update')).toBe(true);
    expect(can('finance', 'jobs', 'read')).toBe(true);
    expect(can('finance', 'jobs', 'update')).toBe(false);
    expect(can('finance', 'systemAlerts', 'read')).toBe(false);
  });

  it('lets a viewer read every record, the reports and the map, and change nothing', () => {
    expect(can('viewer', 'jobs', 'read')).toBe(true);
    expect(can('viewer', 'invoices', 'read')).toBe(true);
    expect(can('viewer', 'map', 'read')).toBe(true);
    expect(can('viewer', 'reports', 'read')).toBe(true);
    expect(can('viewer', 'jobs', 'create')).toBe(false);
    expect(can('viewer', 'invoices', 'send')).toBe(false);
    expect(can('viewer', 'systemAlerts', 'acknowledge')).toBe(false);
    expect(can('viewer', 'map', 'simulate')).toBe(false);
    expect(can('viewer', 'users', 'read')).toBe(false);
    expect(can('viewer', 'audit', 'read')).toBe(false);
  });
});
