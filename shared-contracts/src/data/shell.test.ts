import { SAMPLE_SIZES } from 'shared-contracts/testing';
import { findRecords, sidebarBadgeCount } from './shell';
import { createDataStore } from './store/createDataStore';
import { data, freshStore, newJob, today } from './store/storeTestFixture';

describe('sidebar badges, counted from the store', () => {
  it('give the specification’s 35 / 25 / 18 / 3 for the sample data', () => {
    const store = freshStore();
    expect(sidebarBadgeCount('jobsInProgress', store)).toBe(SAMPLE_SIZES.jobsInProgress);
    expect(sidebarBadgeCount('activeVehicles', store)).toBe(SAMPLE_SIZES.activeVehicles);
    expect(sidebarBadgeCount('drivers', store)).toBe(SAMPLE_SIZES.drivers);
    expect(sidebarBadgeCount('activeSystemAlerts', store)).toBe(SAMPLE_SIZES.activeSystemAlerts);
  });

  it('follow writes, not constants', async () => {
    const store = freshStore();
    await store.jobs.create({ ...newJob, status: 'in_progress' });
    const alert = store.systemAlerts.snapshot().find((a) => a.status === 'active')!;
    await store.systemAlerts.update(alert.id, { status: 'resolved' });
    expect(sidebarBadgeCount('jobsInProgress', store)).toBe(SAMPLE_SIZES.jobsInProgress + 1);
    expect(sidebarBadgeCount('activeSystemAlerts', store)).toBe(SAMPLE_SIZES.activeSystemAlerts - 1);
  });
});

describe('records the command palette finds', () => {
  it('are grouped by entity, at most five of each, with the lists’ own search', () => {
    const store = freshStore();
    const groups = findRecords(store, 'auction house');
    expect(groups.map((group) => [group.heading, group.commands.length])).toEqual([['Clients', 5]]);
    expect(groups[0].commands[0]).toEqual({
      title: expect.any(String),
      detail: expect.stringMatching(/^CLI-\d{3}$/),
      route: expect.stringMatching(/^\/admin\/clients\/CLI-\d{3}$/),
    });
  });

  it('open a job, an invoice and a vehicle at their own pages', async () => {
    const store = freshStore();
    const job = await store.jobs.create(newJob);
    const [jobs] = findRecords(store, job.id);
    expect(jobs).toEqual({ heading: 'Jobs', commands: [{ title: job.id, detail: `${job.client_name} · Office Move`, route: `/admin/jobs/${job.id}` }] });
    const vehicle = store.vehicles.snapshot()[0];
    expect(findRecords(store, vehicle.registration).find((group) => group.heading === 'Vehicles')?.commands[0]).toEqual({
      title: vehicle.registration,
      detail: `${vehicle.make} ${vehicle.model} · ${vehicle.id}`,
      route: `/admin/vehicles/${vehicle.id}`,
    });
  });

  it('find every kind of record by its id, in any case', () => {
    const store = freshStore();
    const first = (query: string) => findRecords(store, query)[0];
    expect(first('cli-001')).toEqual({
      heading: 'Clients',
      commands: [{ title: 'Harrowgate Museum of Decorative Arts', detail: 'CLI-001', route: '/admin/clients/CLI-001' }],
    });
    expect(first('DRV-002')).toEqual({ heading: 'Drivers', commands: [{ title: 'Owen Morgan', detail: 'DRV-002', route: '/admin/drivers/DRV-002' }] });
    expect(first('veh-003')).toEqual({
      heading: 'Vehicles',
      commands: [{ title: 'MA24 DGD', detail: expect.stringMatching(/ · VEH-003$/), route: '/admin/vehicles/VEH-003' }],
    });
    expect(first('WH-002')).toEqual({
      heading: 'Warehouses',
      commands: [{ title: 'Manchester Distribution Hub', detail: 'WH-002', route: '/admin/warehouses?q=Manchester%20Distribution%20Hub' }],
    });
    expect(first('job-2025-0979').commands[0]).toMatchObject({ title: 'JOB-2025-0979', route: '/admin/jobs/JOB-2025-0979' });
    expect(first('ZRV20250821001').commands[0]).toEqual({
      title: 'ZRV20250821001',
      detail: 'Severn Opera Company (Durham)',
      route: '/admin/invoices/ZRV20250821001',
    });
  });

  it('list the records whose id holds what is typed', () => {
    const [clients] = findRecords(freshStore(), 'CLI-00');
    expect(clients.commands.map((command) => command.detail)).toEqual(['CLI-001', 'CLI-002', 'CLI-003', 'CLI-004', 'CLI-005']);
  });

  it('put the exact id before ids that hold it', () => {
    const [london, ...others] = data.warehouses;
    const store = createDataStore({ ...data, warehouses: [{ ...london, id: 'WH-0011', name: 'Tilbury Annexe' }, london, ...others] }, { now: () => today });
    expect(findRecords(store, 'wh-001')[0].commands.map((command) => command.title)).toEqual(['London Depot', 'Tilbury Annexe']);
  });

  it('put the record whose id is the query first, and its group before the others', async () => {
    const store = freshStore();
    // Both found by the lists' own search too: a client named after a vehicle id, and a vehicle registered as one.
    await store.clients.create({ company_name: 'VEH-001 Holdings', client_type: 'corporate', contact_name: 'Ann Lee', email: 'ann@veh.example', phone: '020 7946 0000' });
    await store.vehicles.create({
      registration: 'VEH-001',
      make: 'Ford',
      model: 'Transit',
      year: 2024,
      vin: 'WF0XXXTTGXPA12345',
      mot_expiry: '2026-08-01',
      insurance_expiry: '2026-03-01',
      service_due: '2026-01-01',
    });
    const groups = findRecords(store, 'VEH-001');
    expect(groups.map((group) => group.heading)).toEqual(['Vehicles', 'Clients']);
    expect(groups[0].commands.map((command) => command.route)).toEqual(['/admin/vehicles/VEH-001', '/admin/vehicles/VEH-030']);
  });

  it('leave out groups with nothing found', () => {
    expect(findRecords(freshStore(), 'no-such-record-anywhere')).toEqual([]);
  });
});
