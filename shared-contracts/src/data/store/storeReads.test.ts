import { data, freshStore, newJob } from './storeTestFixture';

describe('reading', () => {
  it('gets a record by id and undefined for an unknown id, without throwing', async () => {
    const store = freshStore();
    expect((await store.jobs.get(data.jobs[5].id))?.id).toBe(data.jobs[5].id);
    await expect(store.jobs.get('JOB-0000-0000')).resolves.toBeUndefined();
    await expect(store.clients.get(undefined as unknown as string)).resolves.toBeUndefined();
  });

  it('keeps the same snapshot array until a write', async () => {
    const store = freshStore();
    const before = store.drivers.snapshot();
    expect(store.drivers.snapshot()).toBe(before);
    await store.drivers.update('DRV-001', { rating: 4.9 });
    expect(store.drivers.snapshot()).not.toBe(before);
    expect(before.find((d) => d.id === 'DRV-001')?.rating).toBe(data.drivers[0].rating);
  });
});

describe('subscriptions', () => {
  it('tells listeners after each write and bumps the version; unsubscribe stops it', async () => {
    const store = freshStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    await store.jobs.create(newJob);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getVersion()).toBe(1);
    unsubscribe();
    await store.jobs.create(newJob);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getVersion()).toBe(2);
  });

  it('never changes the data set it was made from', async () => {
    const before = JSON.stringify(data);
    const store = freshStore();
    await store.jobs.create(newJob);
    await store.clients.update('CLI-001', { company_name: 'Renamed' });
    expect(JSON.stringify(data)).toBe(before);
  });
});
