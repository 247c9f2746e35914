import { NotFoundError, ValidationError } from 'shared-contracts/contract';

import { create, data, errorsWhenEmptied, fieldErrors, freshProvider, newJob, refusal, today, update } from '../store/storeTestFixture';

describe('jobs', () => {
  it('creates a job with the next JOB-yyyy-nnnn id, names filled from the ids, at the top of the list', async () => {
    const provider = freshProvider();
    const job = await create(provider, 'jobs', { ...newJob, driver_id: 'DRV-002', vehicle_id: 'VEH-003', total_amount: 1850 });
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
    expect((await provider.getList('jobs', { perPage: 1 })).data).toEqual([job]);
    expect((await create(provider, 'jobs', newJob)).id).toBe('JOB-2025-0982');
  });

  it('rejects a missing required field, naming it, and writes nothing', async () => {
    const provider = freshProvider();
    expect(
      await errorsWhenEmptied(provider, 'jobs', newJob, ['client_id', 'job_type', 'pickup_address', 'delivery_address', 'pickup_date']),
    ).toEqual({
      client_id: { client_id: { code: 'required', message: 'Client is required' } },
      job_type: { job_type: { code: 'required', message: 'Job Type is required' } },
      pickup_address: { pickup_address: { code: 'required', message: 'Pickup Address is required' } },
      delivery_address: { delivery_address: { code: 'required', message: 'Delivery Address is required' } },
      pickup_date: { pickup_date: { code: 'required', message: 'Pickup Date is required' } },
    });
    expect((await provider.getList('jobs', {})).total).toBe(980);
  });

  it.each([
    ['pickup_date', { pickup_date: '31/08/2025' }, 'invalid_format', 'Pickup Date must be a date'],
    ['pickup_date', { pickup_date: '2025-02-30' }, 'invalid_format', 'Pickup Date must be a date'],
    ['job_type', { job_type: 'Space Launch' }, 'invalid_value', expect.stringMatching(/^Job Type must be one of: Fine Art Transport, /)],
    ['client_id', { client_id: 'CLI-999' }, 'unknown_reference', 'Client "CLI-999" does not exist'],
    ['driver_id', { driver_id: 'DRV-999' }, 'unknown_reference', 'Driver "DRV-999" does not exist'],
    ['vehicle_id', { vehicle_id: 'VEH-999' }, 'unknown_reference', 'Vehicle "VEH-999" does not exist'],
    ['porter_count', { porter_count: 2.5 }, 'invalid_type', 'Number of Porters must be a whole number'],
    ['total_amount', { total_amount: 'lots' }, 'invalid_type', 'Estimated Value (£) must be a number'],
    ['pickup_time', { pickup_time: '25:00' }, 'invalid_format', 'Pickup Time must be a time (HH:MM)'],
    ['status', { status: 'active' }, 'invalid_value', 'Status must be one of: scheduled, in_progress, completed'],
  ])('rejects a malformed %s %j as %s', async (field, patch, code, message) => {
    const provider = freshProvider();
    const error = await refusal(provider.create('jobs', { data: { ...newJob, ...patch } as never }));
    expect(error).toMatchObject({ name: 'ValidationError', kind: 'validation' });
    expect((error as ValidationError).fields).toEqual({ [field]: { code, message } });
    expect((await provider.getList('jobs', {})).total).toBe(980);
  });

  it('updates, keeping names in step with ids, and rejects bad patches untouched', async () => {
    const provider = freshProvider();
    const id = data.jobs[0].id;
    const updated = await update(provider, 'jobs', id, { status: 'in_progress', driver_id: 'DRV-005' });
    expect(updated).toMatchObject({ status: 'in_progress', driver_id: 'DRV-005', driver_name: data.drivers[4].name });
    expect(await fieldErrors(provider.update('jobs', { id, data: { pickup_address: '  ' } }))).toEqual({
      pickup_address: { code: 'required', message: 'Pickup Address is required' },
    });
    expect((await provider.getOne('jobs', { id })).pickup_address).toBe(data.jobs[0].pickup_address);
    expect((await update(provider, 'jobs', id, { driver_id: null })).driver_name).toBeNull();
  });

  it('rejects an update of an unknown id with NotFoundError', async () => {
    const error = await refusal(freshProvider().update('jobs', { id: 'JOB-2025-9999', data: { notes: 'x' } }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ kind: 'not-found', resource: 'jobs', id: 'JOB-2025-9999' });
  });
});
