import { BENCH_JOB_COUNT_KEY, getDataStore, resetDataStore } from './getDataStore';

afterEach(() => {
  sessionStorage.clear();
  resetDataStore();
});

describe('getDataStore', () => {
  it('is one lazily made store for the page, with the sample sizes', () => {
    const store = getDataStore();
    expect(getDataStore()).toBe(store);
    expect(store.jobs.snapshot()).toHaveLength(980);
    expect(store.clients.snapshot()).toHaveLength(387);
  });

  it('uses the benchmark job count when one is set', () => {
    sessionStorage.setItem(BENCH_JOB_COUNT_KEY, '2000');
    expect(getDataStore().jobs.snapshot()).toHaveLength(2000);
  });

  it('ignores a benchmark value that is not a count', () => {
    sessionStorage.setItem(BENCH_JOB_COUNT_KEY, 'lots');
    expect(getDataStore().jobs.snapshot()).toHaveLength(980);
  });
});
