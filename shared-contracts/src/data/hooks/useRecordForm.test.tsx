import { act, render, screen, waitFor } from '@testing-library/react';
import type { Job } from 'shared-contracts/contract';
import { AppProviders } from 'shared-contracts/ui';
import type { DataStore } from '../store/dataStore';
import { loadWrites } from '../store/loadWrites';
import { freshStore, newJob } from '../store/storeTestFixture';
import { DataStoreProvider } from './DataStoreProvider';
import { useCreateForm, useEditForm, type FormToasts, type RecordForm } from './useRecordForm';

// The real write side, with a way to make its fetch fail (the network dropped).
jest.mock('../store/loadWrites', () => {
  const actual = jest.requireActual('../store/loadWrites');
  return { ...actual, loadWrites: jest.fn(actual.loadWrites) };
});
afterEach(() => jest.mocked(loadWrites).mockImplementation(jest.requireActual('../store/loadWrites').loadWrites));

const TOASTS: FormToasts<Job> = {
  success: (job) => ({ title: 'Saved', description: `Job ${job.id} saved` }),
  invalid: (errors) => ({ title: 'Validation Error', description: `${Object.keys(errors).length} fields to fix` }),
  failure: { title: 'Error', description: 'Failed to save job' },
};

type Values = Record<string, string>;

/** Renders a form hook and hands it to the test on every render. */
function renderForm(store: DataStore, useForm: () => RecordForm<Values, Job>) {
  const latest: { form?: RecordForm<Values, Job> } = {};
  function Probe() {
    latest.form = useForm();
    return (
      <p>
        {latest.form.busy ? 'busy' : 'idle'} {latest.form.dirty ? 'dirty' : 'clean'}
      </p>
    );
  }
  render(
    <AppProviders>
      <DataStoreProvider store={store}>
        <Probe />
      </DataStoreProvider>
    </AppProviders>,
  );
  return latest as { form: RecordForm<Values, Job> };
}

const EMPTY: Values = { client_id: '', job_type: '', pickup_address: '', delivery_address: '', pickup_date: '' };

describe('useCreateForm', () => {
  it('refuses missing fields with the schema’s messages and the invalid toast, saving nothing', async () => {
    const store = freshStore();
    const view = renderForm(store, () => useCreateForm('jobs', { initial: EMPTY, toasts: TOASTS }));
    let saved: Job | undefined;
    await act(async () => {
      saved = await view.form.submit();
    });
    expect(saved).toBeUndefined();
    expect(view.form.errors).toEqual({
      client_id: 'Client is required',
      job_type: 'Job Type is required',
      pickup_address: 'Pickup Address is required',
      delivery_address: 'Delivery Address is required',
      pickup_date: 'Pickup Date is required',
    });
    expect(await screen.findByText('5 fields to fix')).toBeInTheDocument();
    // Nothing was written.
    expect(store.getVersion()).toBe(0);
  });

  it('clears a field’s message once the user changes that field', async () => {
    const view = renderForm(freshStore(), () => useCreateForm('jobs', { initial: EMPTY, toasts: TOASTS }));
    await act(async () => {
      await view.form.submit();
    });
    act(() => view.form.setValue('pickup_address', '1 Test Street'));
    expect(view.form.errors.pickup_address).toBeUndefined();
    expect(view.form.errors.delivery_address).toBe('Delivery Address is required');
    expect(screen.getByText('idle dirty')).toBeInTheDocument();
  });

  it('creates the record, is busy while it waits, and shows the success toast', async () => {
    const store = freshStore();
    const view = renderForm(store, () => useCreateForm('jobs', { initial: { ...EMPTY, ...newJob } as Values, toasts: TOASTS, delayMs: 50 }));
    let pending: Promise<Job | undefined> = Promise.resolve(undefined);
    // Busy once its fields pass the checks, while the store saves (here after 50 ms).
    await act(async () => {
      pending = view.form.submit();
    });
    expect(screen.getByText('busy clean')).toBeInTheDocument();
    let saved: Job | undefined;
    await act(async () => {
      saved = await pending;
    });
    expect(saved).toMatchObject({ client_id: 'CLI-001', job_type: 'Office Move', pickup_date: '2025-09-01' });
    expect(store.jobs.snapshot()[0]).toBe(saved);
    expect(await screen.findByText(`Job ${saved!.id} saved`)).toBeInTheDocument();
    expect(screen.getByText('idle clean')).toBeInTheDocument();
  });

  it('shows the failure toast, keeping what was typed, when its checks cannot be fetched', async () => {
    const store = freshStore();
    jest.mocked(loadWrites).mockRejectedValue(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderForm(store, () => useCreateForm('jobs', { initial: { ...EMPTY, ...newJob } as Values, toasts: TOASTS }));
    let saved: Job | undefined;
    await act(async () => {
      saved = await view.form.submit();
    });
    expect(saved).toBeUndefined();
    expect(await screen.findByText('Failed to save job')).toBeInTheDocument();
    expect(view.form.values).toMatchObject({ pickup_address: newJob.pickup_address });
    expect(store.getVersion()).toBe(0);
    error.mockRestore();
  });

  it('shows the failure toast when the store fails for another reason', async () => {
    const store = freshStore();
    jest.spyOn(store.jobs, 'create').mockRejectedValueOnce(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderForm(store, () => useCreateForm('jobs', { initial: { ...EMPTY, ...newJob } as Values, toasts: TOASTS }));
    await act(async () => {
      await view.form.submit();
    });
    expect(await screen.findByText('Failed to save job')).toBeInTheDocument();
    expect(view.form.busy).toBe(false);
    error.mockRestore();
  });

  it('shows the store’s own refusal under the field (an unknown client)', async () => {
    const view = renderForm(freshStore(), () => useCreateForm('jobs', { initial: { ...EMPTY, ...newJob, client_id: 'CLI-999' } as Values, toasts: TOASTS }));
    await act(async () => {
      await view.form.submit();
    });
    expect(view.form.errors).toEqual({ client_id: 'Client "CLI-999" does not exist' });
  });
});

describe('useEditForm', () => {
  it('saves only the fields the user changed: an 8-porter job keeps its 8 porters', async () => {
    const store = freshStore();
    const job = await store.jobs.update(store.jobs.snapshot()[0].id, { porter_count: 8 });
    const update = jest.spyOn(store.jobs, 'update');
    const initial: Values = { porter_count: String(job.porter_count), special_requirements: job.special_requirements, pickup_address: job.pickup_address };
    const view = renderForm(store, () => useEditForm('jobs', job.id, { initial, toasts: TOASTS }));
    act(() => view.form.setValue('special_requirements', 'Two flights of stairs'));
    await act(async () => {
      await view.form.submit();
    });
    expect(update).toHaveBeenCalledWith(job.id, { special_requirements: 'Two flights of stairs' });
    expect(await store.jobs.get(job.id)).toMatchObject({ porter_count: 8, special_requirements: 'Two flights of stairs' });
    await waitFor(() => expect(view.form.dirty).toBe(false));
  });

  it('checks a cleared required field and saves nothing', async () => {
    const store = freshStore();
    const job = store.jobs.snapshot()[0];
    const view = renderForm(store, () => useEditForm('jobs', job.id, { initial: { pickup_address: job.pickup_address } as Values, toasts: TOASTS }));
    act(() => view.form.setValue('pickup_address', ' '));
    await act(async () => {
      await view.form.submit();
    });
    expect(view.form.errors).toEqual({ pickup_address: 'Pickup Address is required' });
    expect((await store.jobs.get(job.id))!.pickup_address).toBe(job.pickup_address);
  });
});
