import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { generateDataSet } from '../sample/generateDataSet';
import { countJobsInProgress } from '../jobs/jobLookups';
import { createDataStore } from '../store/createDataStore';
import type { DataStore } from '../store/dataStore';
import { DataStoreProvider } from './DataStoreProvider';
import { useList, useRecord, useSnapshot } from './hooks';
import { SAMPLE_SIZES } from 'shared-contracts/testing';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
let store: DataStore;
const wrapper = ({ children }: { children: ReactNode }) => <DataStoreProvider store={store}>{children}</DataStoreProvider>;

beforeEach(() => {
  store = createDataStore(data, { now: () => today });
});

const newClient = { company_name: 'Fenwick Arts Trust', client_type: 'museum' as const, contact_name: 'Ruth Fenwick', email: 'ruth@fenwickarts.org.uk', phone: '0191 498 0123' };

describe('useList', () => {
  it('loads, then shows the searched records', async () => {
    const { result } = renderHook(() => useList('warehouses', { search: 'london' }), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.map((w) => w.id)).toEqual(['WH-001', 'WH-004']);
  });

  it('shows a record another caller creates, at once', async () => {
    const { result } = renderHook(() => useList('clients', { search: 'fenwick' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual([]);
    await act(() => store.clients.create(newClient));
    await waitFor(() => expect(result.current.data?.map((c) => c.company_name)).toEqual(['Fenwick Arts Trust']));
  });

  it('reports an error and recovers on reload', async () => {
    const failing = jest.spyOn(store.jobs, 'list').mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useList('jobs'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('offline'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toHaveLength(SAMPLE_SIZES.jobs);
    failing.mockRestore();
  });
});

describe('useRecord', () => {
  it('gives the record, then follows its updates', async () => {
    const { result } = renderHook(() => useRecord('drivers', 'DRV-001'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.name).toBe(data.drivers[0].name);
    await act(() => store.drivers.update('DRV-001', { name: 'Updated Name' }));
    await waitFor(() => expect(result.current.data?.name).toBe('Updated Name'));
  });

  it('says not-found for an unknown or missing id', async () => {
    const { result } = renderHook(() => useRecord('vehicles', 'VEH-999'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('not-found'));
    expect(result.current.data).toBeUndefined();
    const missing = renderHook(() => useRecord('vehicles', undefined), { wrapper });
    expect(missing.result.current.status).toBe('not-found');
  });

  it('shows loading, not the old record, when the id changes', async () => {
    const { result, rerender } = renderHook(({ id }) => useRecord('jobs', id), { wrapper, initialProps: { id: data.jobs[0].id } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ id: data.jobs[1].id });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data?.id).toBe(data.jobs[1].id));
  });

  it('sees an invoice generated from another area on the job', async () => {
    const job = data.jobs.find((j) => j.status === 'completed' && !j.invoice)!;
    const { result } = renderHook(() => useRecord('jobs', job.id), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.invoice).toBeUndefined();
    const invoice = await act(() => store.invoices.createForJob(job.id));
    await waitFor(() => expect(result.current.data?.invoice?.id).toBe(invoice.id));
  });
});

describe('useSnapshot', () => {
  function JobsBadge() {
    return <span aria-label="Jobs in progress">{countJobsInProgress(useSnapshot('jobs'))}</span>;
  }

  it('drives a badge straight from the data', async () => {
    render(<JobsBadge />, { wrapper });
    expect(screen.getByLabelText('Jobs in progress')).toHaveTextContent(String(SAMPLE_SIZES.jobsInProgress));
    await act(() => store.jobs.update(data.jobs.find((j) => j.status === 'scheduled')!.id, { status: 'in_progress' }));
    expect(screen.getByLabelText('Jobs in progress')).toHaveTextContent('36');
  });
});
