import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider } from 'shared-contracts/contract';

import { DataLayerProvider } from './query/DataLayer';
import { useCreate, useUpdate } from './query/writeHooks';
import { usePaletteRecords, useSidebarBadge } from './shell';
import { createSampleProvider } from './store/createSampleProvider';
import { create, data, freshProvider, newJob, today } from './store/storeTestFixture';

const inDataLayer = (provider: DataProvider) =>
  function DataLayer({ children }: { children: ReactNode }) {
    return (
      <DataLayerProvider provider={provider} now={() => today}>
        {children}
      </DataLayerProvider>
    );
  };

describe('sidebar badges, counted by the provider', () => {
  it('give the specification’s 35 / 25 / 18 / 3 for the sample data', async () => {
    const { result } = renderHook(
      () => [
        useSidebarBadge('jobsInProgress'),
        useSidebarBadge('activeVehicles'),
        useSidebarBadge('drivers'),
        useSidebarBadge('activeSystemAlerts'),
      ],
      { wrapper: inDataLayer(freshProvider()) },
    );
    expect(result.current).toEqual([undefined, undefined, undefined, undefined]);
    await waitFor(() => expect(result.current).toEqual([35, 25, 18, 3]));
  });

  it('follow writes, not constants: an alert stays active only until acknowledged or resolved', async () => {
    const { result } = renderHook(
      () => ({
        jobs: useSidebarBadge('jobsInProgress'),
        alerts: useSidebarBadge('activeSystemAlerts'),
        createJob: useCreate('jobs'),
        updateAlert: useUpdate('systemAlerts'),
      }),
      { wrapper: inDataLayer(freshProvider()) },
    );
    await waitFor(() => expect([result.current.jobs, result.current.alerts]).toEqual([35, 3]));
    await act(() => result.current.createJob.run({ ...newJob, status: 'in_progress' }));
    await waitFor(() => expect(result.current.jobs).toBe(36));
    await act(() => result.current.updateAlert.run('ALT-001', { status: 'acknowledged' }));
    await waitFor(() => expect(result.current.alerts).toBe(2));
    await act(() => result.current.updateAlert.run('ALT-002', { status: 'resolved' }));
    await waitFor(() => expect(result.current.alerts).toBe(1));
    expect(result.current.jobs).toBe(36);
  });
});

describe('records the command palette finds', () => {
  it('are grouped by entity, at most five of each, with the lists’ own search', async () => {
    const { result } = renderHook(() => usePaletteRecords('auction house'), { wrapper: inDataLayer(freshProvider()) });
    expect(result.current.searching).toBe(true);
    await waitFor(() => expect(result.current.searching).toBe(false));
    const { groups } = result.current;
    expect(groups.map((group) => [group.heading, group.commands.length])).toEqual([['Clients', 5]]);
    expect(groups[0].commands[0]).toEqual({
      title: expect.any(String),
      detail: expect.stringMatching(/^CLI-\d{3}$/),
      route: expect.stringMatching(/^\/admin\/clients\/CLI-\d{3}$/),
    });
  });

  it('open a job, an invoice and a vehicle at their own pages', async () => {
    const provider = freshProvider();
    await create(provider, 'jobs', newJob);
    const { result, rerender } = renderHook(({ query }) => usePaletteRecords(query), {
      wrapper: inDataLayer(provider),
      initialProps: { query: 'JOB-2025-0981' },
    });
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.groups[0]).toEqual({
      heading: 'Jobs',
      commands: [
        { title: 'JOB-2025-0981', detail: 'Harrowgate Museum of Decorative Arts · Office Move', route: '/admin/jobs/JOB-2025-0981' },
      ],
    });

    const group = (heading: string) => result.current.groups.find((found) => found.heading === heading);
    rerender({ query: 'ZRV20250821002' });
    await waitFor(() =>
      expect(group('Invoices')?.commands).toEqual([
        { title: 'ZRV20250821002', detail: 'Kestrel Property Partners (Aberdeen)', route: '/admin/invoices/ZRV20250821002' },
      ]),
    );
    rerender({ query: 'ZVX-101' });
    await waitFor(() =>
      expect(group('Vehicles')?.commands[0]).toEqual({
        title: 'ZVX-101',
        detail: 'Ford Transit 350 L3H3 · VEH-001',
        route: '/admin/vehicles/VEH-001',
      }),
    );
  });

  it('leave out groups with nothing found', async () => {
    const { result } = renderHook(() => usePaletteRecords('no-such-record-anywhere'), { wrapper: inDataLayer(freshProvider()) });
    expect(result.current.searching).toBe(true);
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.groups).toEqual([]);
  });

  it('never offers the last query’s records while the next loads', async () => {
    const provider = freshProvider({ latencyMs: 200 });
    const { result, rerender } = renderHook(({ query }) => usePaletteRecords(query), {
      wrapper: inDataLayer(provider),
      initialProps: { query: 'auction house' },
    });
    await waitFor(() => expect(result.current.groups.map((group) => group.heading)).toEqual(['Clients']));
    rerender({ query: 'ZVX-101' });
    expect(result.current).toEqual({ groups: [], searching: true });
    await waitFor(() => expect(result.current.groups.map((group) => group.heading)).toContain('Vehicles'));
  });

  const paletteFor = async (provider: DataProvider, query: string) => {
    const { result } = renderHook(() => usePaletteRecords(query), { wrapper: inDataLayer(provider) });
    await waitFor(() => expect(result.current.searching).toBe(false));
    return result.current.groups;
  };

  it('find every kind of record by its id, in any case', async () => {
    const provider = freshProvider();
    const first = async (query: string) => (await paletteFor(provider, query))[0];
    expect(await first('cli-001')).toEqual({
      heading: 'Clients',
      commands: [{ title: 'Harrowgate Museum of Decorative Arts', detail: 'CLI-001', route: '/admin/clients/CLI-001' }],
    });
    expect(await first('DRV-002')).toEqual({
      heading: 'Drivers',
      commands: [{ title: 'Owen Morgan', detail: 'DRV-002', route: '/admin/drivers/DRV-002' }],
    });
    expect(await first('veh-003')).toEqual({
      heading: 'Vehicles',
      commands: [{ title: 'MA24 DGD', detail: expect.stringMatching(/ · VEH-003$/), route: '/admin/vehicles/VEH-003' }],
    });
    expect(await first('WH-002')).toEqual({
      heading: 'Warehouses',
      commands: [{ title: 'Manchester Distribution Hub', detail: 'WH-002', route: '/admin/warehouses?q=Manchester%20Distribution%20Hub' }],
    });
    expect((await first('job-2025-0979')).commands[0]).toMatchObject({ title: 'JOB-2025-0979', route: '/admin/jobs/JOB-2025-0979' });
    expect((await first('ZRV20250821001')).commands[0]).toEqual({
      title: 'ZRV20250821001',
      detail: 'Severn Opera Company (Durham)',
      route: '/admin/invoices/ZRV20250821001',
    });
  });

  it('list the records whose id holds what is typed', async () => {
    const [clients] = await paletteFor(freshProvider(), 'CLI-00');
    expect(clients.commands.map((command) => command.detail)).toEqual(['CLI-001', 'CLI-002', 'CLI-003', 'CLI-004', 'CLI-005']);
  });

  it('put the exact id before ids that hold it', async () => {
    const [london, ...others] = data.warehouses;
    const provider = createSampleProvider(
      { ...data, warehouses: [{ ...london, id: 'WH-0011', name: 'Tilbury Annexe' }, london, ...others] },
      { now: () => today },
    );
    expect((await paletteFor(provider, 'wh-001'))[0].commands.map((command) => command.title)).toEqual(['London Depot', 'Tilbury Annexe']);
  });

  it('put the record whose id is the query first, and its group before the others', async () => {
    const provider = freshProvider();
    // Both found by the lists' own search too: a client named after a vehicle id, and a vehicle registered as one.
    await create(provider, 'clients', {
      company_name: 'VEH-001 Holdings',
      client_type: 'corporate',
      contact_name: 'Ann Lee',
      email: 'ann@veh.example',
      phone: '020 7946 0000',
    });
    await create(provider, 'vehicles', {
      registration: 'VEH-001',
      make: 'Ford',
      model: 'Transit',
      year: 2024,
      vin: 'WF0XXXTTGXPA12345',
      mot_expiry: '2026-08-01',
      insurance_expiry: '2026-03-01',
      service_due: '2026-01-01',
    });
    const groups = await paletteFor(provider, 'VEH-001');
    expect(groups.map((group) => group.heading)).toEqual(['Vehicles', 'Clients']);
    expect(groups[0].commands.map((command) => command.route)).toEqual(['/admin/vehicles/VEH-001', '/admin/vehicles/VEH-030']);
  });
});
