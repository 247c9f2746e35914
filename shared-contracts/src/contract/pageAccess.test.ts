import { accessOfPath } from './pageAccess';
import { routes } from './routes';

describe('what a role needs to open a page', () => {
  it('needs a read for a list or a record', () => {
    expect(accessOfPath(routes.jobs.list)).toEqual({ resource: 'jobs', action: 'read' });
    expect(accessOfPath(routes.invoices.detail('INV-2025-001'))).toEqual({ resource: 'invoices', action: 'read' });
    expect(accessOfPath(routes.admin.alerts)).toEqual({ resource: 'systemAlerts', action: 'read' });
    expect(accessOfPath(routes.admin.ukFleet)).toEqual({ resource: 'map', action: 'read' });
  });
});

describe('what a role needs to create or change', () => {
  it('needs create for a new record and update for an edit', () => {
    expect(accessOfPath(routes.drivers.new)).toEqual({ resource: 'drivers', action: 'create' });
    expect(accessOfPath(routes.admin.warehousesNew)).toEqual({ resource: 'warehouses', action: 'create' });
    expect(accessOfPath(routes.vehicles.edit('VEH-001'))).toEqual({ resource: 'vehicles', action: 'update' });
  });

  it('ignores a query string and a trailing slash', () => {
    expect(accessOfPath('/admin/reports/?period=month')).toEqual({ resource: 'reports', action: 'read' });
  });

  it('asks nothing for the dashboard, settings or a public page', () => {
    expect(accessOfPath(routes.admin.root)).toBeNull();
    expect(accessOfPath(routes.admin.dashboard)).toBeNull();
    expect(accessOfPath(routes.admin.settings)).toBeNull();
    expect(accessOfPath(routes.fineArt)).toBeNull();
    expect(accessOfPath('/admin/jobsite')).toBeNull();
  });
});
