import { ownerOfPath } from './areas';

describe('ownerOfPath: the host owns prefixes, each area what is below its own', () => {
  it.each([
    ['/', { kind: 'area', area: 'public' }],
    ['/fine-art', { kind: 'area', area: 'public' }],
    ['/no/such/page', { kind: 'area', area: 'public' }],
    ['/admin', { kind: 'area', area: 'jobs' }],
    ['/admin/', { kind: 'area', area: 'jobs' }],
    ['/admin/dashboard', { kind: 'area', area: 'jobs' }],
    ['/admin/dashboard/old', { kind: 'area', area: 'jobs' }],
    ['/admin/jobs', { kind: 'area', area: 'jobs' }],
    ['/admin/jobs/JOB-2025-0001/edit', { kind: 'area', area: 'jobs' }],
    ['/admin/vehicles/VEH-001', { kind: 'area', area: 'fleet' }],
    ['/admin/alerts', { kind: 'area', area: 'fleet' }],
    ['/admin/warehouses/new', { kind: 'area', area: 'fleet' }],
    ['/admin/drivers/new', { kind: 'area', area: 'people' }],
    ['/admin/clients/CLI-001', { kind: 'area', area: 'people' }],
    ['/admin/invoices', { kind: 'area', area: 'finance' }],
    ['/admin/reports', { kind: 'area', area: 'finance' }],
    ['/admin/tracking', { kind: 'area', area: 'map' }],
    ['/admin/uk-fleet', { kind: 'area', area: 'map' }],
    ['/admin/login', { kind: 'login' }],
    ['/admin/settings', { kind: 'settings' }],
  ])('%s belongs to %j', (path, owner) => {
    expect(ownerOfPath(path)).toEqual(owner);
  });

  it.each(['/admin/nothing', '/admin/jobsearch', '/admin/login/again', '/admin/settings/extra'])(
    '%s is the host’s 404 inside the admin shell',
    (path) => {
      expect(ownerOfPath(path)).toEqual({ kind: 'admin-not-found' });
    },
  );
});
