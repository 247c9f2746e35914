import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider } from 'shared-contracts/contract';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from '../store/createSampleProvider';
import { combineLoads } from './combineLoads';
import { DataLayerProvider } from './DataLayer';
import { useAggregate, useGetList, useGetOne } from './readHooks';
import { useCreate, useUpdate } from './writeHooks';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });

/** A sample provider whose reads are counted by resource. */
function countingProvider() {
  const provider = createSampleProvider(data, { now: () => today });
  const reads: string[] = [];
  const counted: DataProvider = {
    ...provider,
    getList: (resource, params) => (reads.push(`${resource}.getList`), provider.getList(resource, params)),
    getOne: (resource, params) => (reads.push(`${resource}.getOne`), provider.getOne(resource, params)),
    aggregate: (resource, params) => (reads.push(`${resource}.aggregate`), provider.aggregate(resource, params)),
  };
  return { provider: counted, reads };
}

const wrapper = (provider: DataProvider) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <DataLayerProvider provider={provider}>{children}</DataLayerProvider>;
  };

describe('the data layer', () => {
  it('reads a page and a figure through the provider', async () => {
    const { provider } = countingProvider();
    const { result } = renderHook(
      () => ({ page: useGetList('jobs', { q: 'zvx-101', perPage: 5 }), live: useAggregate('jobs', { filter: { status: 'in_progress' } }) }),
      { wrapper: wrapper(provider) },
    );
    expect(result.current.page.status).toBe('loading');
    await waitFor(() => expect(result.current.page.status).toBe('ready'));
    expect(result.current.page.data?.data.every((job) => job.vehicle_reg === 'ZVX-101')).toBe(true);
    await waitFor(() => expect(result.current.live.data?.[0].count).toBe(35));
  });

  it('says not found for an unknown id, and for no id at all', async () => {
    const { provider } = countingProvider();
    const { result } = renderHook(() => ({ unknown: useGetOne('jobs', 'JOB-0000-0000'), none: useGetOne('jobs', undefined) }), {
      wrapper: wrapper(provider),
    });
    await waitFor(() => expect(result.current.unknown.status).toBe('not-found'));
    expect(result.current.none.status).toBe('not-found');
  });

  it('a write reads again the resources it changed, and nothing else', async () => {
    const { provider, reads } = countingProvider();
    const { result } = renderHook(
      () => ({
        vehicles: useGetList('vehicles', { perPage: 25 }),
        jobs: useAggregate('jobs', { groupBy: 'status' }),
        drivers: useGetList('drivers', { perPage: 10 }),
        clients: useGetList('clients', { perPage: 10 }),
        invoices: useGetList('invoices', { perPage: 10 }),
        send: useUpdate('invoices'),
        generate: useCreate('invoices'),
      }),
      { wrapper: wrapper(provider) },
    );
    await waitFor(() => expect(result.current.invoices.status).toBe('ready'));
    await waitFor(() => expect(result.current.clients.status).toBe('ready'));
    reads.length = 0;

    const standalone = await act(() =>
      result.current.generate.run({ client_id: 'CLI-002', services: 'Storage Services', amount: 500, status: 'generated' }),
    );
    expect(reads.sort()).toEqual(['clients.getList', 'invoices.getList']);
    reads.length = 0;

    await act(() => result.current.send.run(standalone.data.id, { status: 'sent' }));
    expect(reads).toEqual(['invoices.getList']);
    expect(result.current.invoices.data?.data.find((invoice) => invoice.id === standalone.data.id)?.status).toBe('sent');
  });

  it('keeps the last page on screen while the next search loads', async () => {
    const { provider } = countingProvider();
    const { result, rerender } = renderHook(({ q }) => useGetList('clients', { q, perPage: 5 }), {
      wrapper: wrapper(provider),
      initialProps: { q: '' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = result.current.data;
    rerender({ q: 'museum' });
    expect(result.current.data).toBe(first);
    await waitFor(() => expect(result.current.data).not.toBe(first));
    expect(result.current.data?.data.every((client) => JSON.stringify(client).toLowerCase().includes('museum'))).toBe(true);
  });
});

describe('combineLoads', () => {
  const load = (status: 'loading' | 'ready' | 'error' | 'not-found', retry = jest.fn()) => ({
    status,
    error: status === 'error' ? new Error(status) : null,
    retry,
  });

  it('is ready when every read is, loading while any is, and failed when any has failed', () => {
    expect(combineLoads(load('ready'), load('ready')).status).toBe('ready');
    expect(combineLoads(load('ready'), load('loading')).status).toBe('loading');
    expect(combineLoads(load('loading'), load('error')).status).toBe('error');
    expect(combineLoads(load('not-found'), load('loading')).status).toBe('not-found');
  });

  it('retries only the reads that failed', () => {
    const failed = load('error');
    const fine = load('ready');
    combineLoads(fine, failed).retry();
    expect(failed.retry).toHaveBeenCalledTimes(1);
    expect(fine.retry).not.toHaveBeenCalled();
  });
});
