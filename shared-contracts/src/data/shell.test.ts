import { SAMPLE_SIZES } from 'shared-contracts/testing';
import { findRecords, sidebarBadgeCount } from './shell';
import { freshStore, newJob } from './store/storeTestFixture';

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

  it('leave out groups with nothing found', () => {
    expect(findRecords(freshStore(), 'no-such-record-anywhere')).toEqual([]);
  });
});
