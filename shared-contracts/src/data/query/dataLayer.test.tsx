import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataEvent, DataProvider } from 'shared-contracts/contract';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from '../store/createSampleProvider';
import { combineLoads } from './combineLoads';
import { DataLayerProvider } from './DataLayer';
import { useAggregate, useGetList, useGetOne } from './readHooks';
import { useCreate, useUpdate } from './writeHooks';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });

/** A sample provider whose reads are counted by resource. */
function countingProvider(provider = createSampleProvider(data, { now: () => today })) {
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

let tabs = 0;
/** Two tabs of one browser on the sample data: the one on screen counts its reads; the other only writes. */
function twoTabs() {
  const channel = `data-layer-tabs-${++tabs}`;
  const shown = countingProvider(createSampleProvider(data, { now: () => today, channel }));
  return { ...shown, other: createSampleProvider(data, { now: () => today, channel }) };
}

/** Each driver's name and phone, and the count of scheduled jobs, as a screen shows them. */
function DriversAndJobs() {
  const drivers = useGetList('drivers', { sort: 'name', order: 'asc', perPage: 25 });
  const scheduled = useAggregate('jobs', { filter: { status: 'scheduled' } });
  const vehicles = useGetList('vehicles', { perPage: 5 });
  if (drivers.status !== 'ready' || scheduled.status !== 'ready' || vehicles.status !== 'ready') return <p>Loading...</p>;
  return (
    <>
      <p>{scheduled.data![0].count} scheduled</p>
      <ul>
        {drivers.data!.data.map((driver) => (
          <li key={driver.id}>{`${driver.name}: ${driver.phone}`}</li>
        ))}
      </ul>
    </>
  );
}

describe('the data layer, live', () => {
  it('reads a list again when another tab saves a record of its resource, and nothing of other resources', async () => {
    const { provider, other, reads } = twoTabs();
    render(
      <DataLayerProvider provider={provider}>
        <DriversAndJobs />
      </DataLayerProvider>,
    );
    expect(await screen.findByText('Katie Wilson: 07700 900903')).toBeInTheDocument();
    reads.length = 0;

    await other.update('drivers', { id: 'DRV-001', data: { phone: '07700 900999' } });
    expect(await screen.findByText('Katie Wilson: 07700 900999')).toBeInTheDocument();
    expect(reads).toEqual(['drivers.getList']);
  });

  it('reads again what a job created in another tab changes: the jobs figures', async () => {
    const { provider, other, reads } = twoTabs();
    render(
      <DataLayerProvider provider={provider}>
        <DriversAndJobs />
      </DataLayerProvider>,
    );
    expect(await screen.findByText('97 scheduled')).toBeInTheDocument();
    reads.length = 0;
    await other.create('jobs', {
      data: {
        client_id: 'CLI-001',
        job_type: 'Office Move',
        pickup_address: '1 Queen Street, London EC2A 1AA',
        delivery_address: '2 Kings Road, Leeds LS1 4TT',
        pickup_date: '2030-09-01',
      },
    });
    expect(await screen.findByText('98 scheduled')).toBeInTheDocument();
    expect(reads).toEqual(['jobs.aggregate']);
  });

  it('reads again everything on screen after a reset, once', async () => {
    const { provider, reads } = countingProvider();
    const listeners = new Set<(event: DataEvent) => void>();
    const subscribe = jest.fn((listener: (event: DataEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    });
    render(
      <DataLayerProvider provider={{ ...provider, subscribe }}>
        <DriversAndJobs />
        <DriversAndJobs />
      </DataLayerProvider>,
    );
    await screen.findAllByText('97 scheduled');
    expect(subscribe).toHaveBeenCalledTimes(1);
    reads.length = 0;
    act(() => listeners.forEach((listener) => listener({ type: 'reset' })));
    await waitFor(() => expect(reads.sort()).toEqual(['drivers.getList', 'jobs.aggregate', 'vehicles.getList']));
  });
});
