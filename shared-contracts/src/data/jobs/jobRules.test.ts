import { NotFoundError, ValidationError } from '../store/errors';
import { data, freshStore, newJob, today } from '../store/storeTestFixture';
import { SAMPLE_SIZES } from 'shared-contracts/testing';

describe('jobs', () => {
  it('creates a job with the next JOB-yyyy-nnnn id, names filled from the ids, at the top of the list', async () => {
    const store = freshStore();
    const job = await store.jobs.create({ ...newJob, driver_id: 'DRV-002', vehicle_id: 'VEH-003', total_amount: 1850 });
    expect(job).toMatchObject({
      id: 'JOB-2025-0981',
      status: 'scheduled',
      client_name: 'Harrowgate Museum of Decorative Arts',
      driver_name: data.drivers[1].name,
      vehicle_reg: data.vehicles[2].registration,
      porter_count: 2,
      pickup_time: '09:00',
      contact_person: data.clients[0].contact_name,
      created_at: today.toISOString(),
    });
    expect(store.jobs.snapshot()[0]).toBe(job);
    expect((await store.jobs.create(newJob)).id).toBe('JOB-2025-0982');
  });

  it('rejects a missing required field, naming it, and writes nothing', async () => {
    const store = freshStore();
    const listener = jest.fn();
    store.subscribe(listener);
    for (const field of ['client_id', 'job_type', 'pickup_address', 'delivery_address', 'pickup_date'] as const) {
      const error = await store.jobs.create({ ...newJob, [field]: '' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ field });
    }
    expect(store.jobs.snapshot()).toHaveLength(SAMPLE_SIZES.jobs);
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['pickup_date', { pickup_date: '31/08/2025' }],
    ['pickup_date', { pickup_date: '2025-02-30' }],
    ['job_type', { job_type: 'Space Launch' }],
    ['client_id', { client_id: 'CLI-999' }],
    ['driver_id', { driver_id: 'DRV-999' }],
    ['vehicle_id', { vehicle_id: 'VEH-999' }],
    ['porter_count', { porter_count: 2.5 }],
    ['total_amount', { total_amount: 'lots' }],
    ['pickup_time', { pickup_time: '25:00' }],
    ['status', { status: 'active' }],
  ])('rejects a malformed %s', async (field, patch) => {
    const store = freshStore();
    await expect(store.jobs.create({ ...newJob, ...patch } as never)).rejects.toMatchObject({ name: 'ValidationError', field });
    expect(store.jobs.snapshot()).toHaveLength(SAMPLE_SIZES.jobs);
  });

  it('updates, keeping names in step with ids, and rejects bad patches untouched', async () => {
    const store = freshStore();
    const id = data.jobs[0].id;
    const updated = await store.jobs.update(id, { status: 'in_progress', driver_id: 'DRV-005' });
    expect(updated).toMatchObject({ status: 'in_progress', driver_id: 'DRV-005', driver_name: data.drivers[4].name });
    await expect(store.jobs.update(id, { pickup_address: '  ' })).rejects.toMatchObject({ field: 'pickup_address' });
    expect((await store.jobs.get(id))?.pickup_address).toBe(data.jobs[0].pickup_address);
    expect((await store.jobs.update(id, { driver_id: null })).driver_name).toBeNull();
  });

  it('rejects an update of an unknown id with NotFoundError', async () => {
    const error = await freshStore().jobs.update('JOB-2025-9999', { notes: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ collection: 'jobs', id: 'JOB-2025-9999' });
  });
});
