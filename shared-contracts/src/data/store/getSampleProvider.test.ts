import { SAMPLE_SIZES } from 'shared-contracts/testing';

import { refusal } from './storeTestFixture';

/**
 * The module as a new page loads it: the page's provider is made on first use, from the session's switches.
 * The contract comes from the same fresh registry, so its error classes are the ones the provider throws.
 */
async function freshPage() {
  jest.resetModules();
  const [page, contract] = await Promise.all([import('./getSampleProvider'), import('shared-contracts/contract')]);
  return { ...page, isDataError: contract.isDataError };
}

afterEach(() => {
  sessionStorage.clear();
});

describe('getSampleProvider', () => {
  it('is one lazily made provider for the page, with the sample sizes', async () => {
    const { getSampleProvider } = await freshPage();
    const provider = getSampleProvider();
    expect(getSampleProvider()).toBe(provider);
    expect((await provider.getList('jobs', { perPage: 0 })).total).toBe(SAMPLE_SIZES.jobs);
    expect((await provider.getList('clients', { perPage: 0 })).total).toBe(387);
  });

  it('uses the benchmark job count when one is set', async () => {
    sessionStorage.setItem('zorvex:bench-job-count', '2000');
    const { getSampleProvider } = await freshPage();
    expect((await getSampleProvider().getList('jobs', { perPage: 0 })).total).toBe(2000);
  });

  it('ignores a benchmark value that is not a count', async () => {
    sessionStorage.setItem('zorvex:bench-job-count', 'lots');
    const { getSampleProvider } = await freshPage();
    expect((await getSampleProvider().getList('jobs', { perPage: 0 })).total).toBe(SAMPLE_SIZES.jobs);
  });

  it('makes the calls named in the failure switch reject as unavailable, and only those', async () => {
    sessionStorage.setItem('zorvex:store-failures', JSON.stringify({ drivers: ['list'], vehicles: ['create'] }));
    const { getSampleProvider, isDataError } = await freshPage();
    const provider = getSampleProvider();
    const list = await refusal(provider.getList('drivers', {}));
    expect(isDataError(list, 'unavailable')).toBe(true);
    expect(list).toMatchObject({ kind: 'unavailable', message: 'drivers.list failed (simulated)' });
    expect(await refusal(provider.aggregate('drivers', {}))).toMatchObject({
      kind: 'unavailable',
      message: 'drivers.list failed (simulated)',
    });
    expect(await refusal(provider.create('vehicles', { data: {} as never }))).toMatchObject({
      kind: 'unavailable',
      message: 'vehicles.create failed (simulated)',
    });
    expect((await provider.getOne('drivers', { id: 'DRV-001' })).id).toBe('DRV-001');
    expect((await provider.getList('jobs', { perPage: 0 })).total).toBe(SAMPLE_SIZES.jobs);
  });

  it('ignores a failure switch that is not JSON', async () => {
    sessionStorage.setItem('zorvex:store-failures', '{drivers');
    const { getSampleProvider } = await freshPage();
    expect((await getSampleProvider().getList('drivers', {})).total).toBe(18);
  });
});
