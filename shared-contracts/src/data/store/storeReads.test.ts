import { isDataError, NotFoundError } from 'shared-contracts/contract';

import { readAll } from '../query/readAll';
import { create, data, freshProvider, newJob, refusal, update } from './storeTestFixture';

describe('reading', () => {
  it('gets a record by id, and refuses an unknown or missing id as not found', async () => {
    const provider = freshProvider();
    expect((await provider.getOne('jobs', { id: data.jobs[5].id })).id).toBe(data.jobs[5].id);
    const unknown = await refusal(provider.getOne('jobs', { id: 'JOB-0000-0000' }));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ kind: 'not-found', resource: 'jobs', id: 'JOB-0000-0000' });
    expect(isDataError(await refusal(provider.getOne('clients', { id: undefined as unknown as string })), 'not-found')).toBe(true);
  });

  it('leaves what was read before a write as it was, and reads the write after it', async () => {
    const provider = freshProvider();
    const before = await readAll(provider, 'drivers');
    await update(provider, 'drivers', 'DRV-001', { rating: 4.9 });
    expect(before.find((d) => d.id === 'DRV-001')?.rating).toBe(data.drivers[0].rating);
    expect((await provider.getOne('drivers', { id: 'DRV-001' })).rating).toBe(4.9);
    expect((await readAll(provider, 'drivers')).find((d) => d.id === 'DRV-001')?.rating).toBe(4.9);
  });
});

describe('writes', () => {
  it('name what each write changed, so the cache can refresh it', async () => {
    const provider = freshProvider();
    expect((await provider.create('jobs', { data: newJob })).changed).toEqual(['jobs']);
    expect((await provider.create('jobs', { data: { ...newJob, status: 'in_progress' } })).changed).toEqual(['jobs', 'clients']);
  });

  it('never change the data set the provider was made from', async () => {
    const before = JSON.stringify(data);
    const provider = freshProvider();
    await create(provider, 'jobs', newJob);
    await update(provider, 'clients', 'CLI-001', { company_name: 'Renamed' });
    expect(JSON.stringify(data)).toBe(before);
  });
});
