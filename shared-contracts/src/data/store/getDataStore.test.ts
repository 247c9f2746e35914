import { BENCH_JOB_COUNT_KEY, getDataStore, resetDataStore, STORE_FAILURES_KEY } from './getDataStore';
import { SAMPLE_SIZES } from 'shared-contracts/testing';

afterEach(() => {
  sessionStorage.clear();
  resetDataStore();
});

describe('getDataStore', () => {
  it('is one lazily made store for the page, with the sample sizes', () => {
    const store = getDataStore();
    expect(getDataStore()).toBe(store);
    expect(store.jobs.snapshot()).toHaveLength(SAMPLE_SIZES.jobs);
    expect(store.clients.snapshot()).toHaveLength(387);
  });

  it('uses the benchmark job count when one is set', () => {
    sessionStorage.setItem(BENCH_JOB_COUNT_KEY, '2000');
    expect(getDataStore().jobs.snapshot()).toHaveLength(2000);
  });

  it('ignores a benchmark value that is not a count', () => {
    sessionStorage.setItem(BENCH_JOB_COUNT_KEY, 'lots');
    expect(getDataStore().jobs.snapshot()).toHaveLength(SAMPLE_SIZES.jobs);
  });

  it('makes the calls named in the failure switch reject, and only those', async () => {
    sessionStorage.setItem(STORE_FAILURES_KEY, JSON.stringify({ drivers: ['list'], vehicles: ['create'] }));
    const store = getDataStore();
    await expect(store.drivers.list()).rejects.toThrow('drivers.list failed (simulated)');
    await expect(store.vehicles.create({} as never)).rejects.toThrow('vehicles.create failed (simulated)');
    await expect(store.drivers.get('DRV-001')).resolves.toBeDefined();
    await expect(store.jobs.list()).resolves.toHaveLength(SAMPLE_SIZES.jobs);
  });

  it('ignores a failure switch that is not JSON', async () => {
    sessionStorage.setItem(STORE_FAILURES_KEY, '{drivers');
    await expect(getDataStore().drivers.list()).resolves.toHaveLength(18);
  });
});
