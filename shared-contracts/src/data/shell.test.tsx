import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider } from 'shared-contracts/contract';
import { DataLayerProvider } from './query/DataLayer';
import { useCreate, useUpdate } from './query/writeHooks';
import { usePaletteRecords, useSidebarBadge } from './shell';
import { create, freshProvider, newJob, today } from './store/storeTestFixture';

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
      () => [useSidebarBadge('jobsInProgress'), useSidebarBadge('activeVehicles'), useSidebarBadge('drivers'), useSidebarBadge('activeSystemAlerts')],
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
      commands: [{ title: 'JOB-2025-0981', detail: 'Harrowgate Museum of Decorative Arts · Office Move', route: '/admin/jobs/JOB-2025-0981' }],
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
      expect(group('Vehicles')?.commands[0]).toEqual({ title: 'ZVX-101', detail: 'Ford Transit 350 L3H3 · VEH-001', route: '/admin/vehicles/VEH-001' }),
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
    const { result, rerender } = renderHook(({ query }) => usePaletteRecords(query), { wrapper: inDataLayer(provider), initialProps: { query: 'auction house' } });
    await waitFor(() => expect(result.current.groups.map((group) => group.heading)).toEqual(['Clients']));
    rerender({ query: 'ZVX-101' });
    expect(result.current).toEqual({ groups: [], searching: true });
    await waitFor(() => expect(result.current.groups.map((group) => group.heading)).toContain('Vehicles'));
  });
});
