import { act, render, screen, waitFor } from '@testing-library/react';
import { ConflictError, type DataProvider, UnavailableError } from 'shared-contracts/contract';
import { createSampleProvider, DataLayerProvider, generateDataSet } from 'shared-contracts/data';
import type { Job } from 'shared-contracts/records';
import { AppProviders, createMemoryHistory, HistoryRouter } from 'shared-contracts/ui';

import type { FormToasts } from './formToasts';
import { type RecordForm, useCreateController, useEditController } from './useRecordForm';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
const fresh = () => createSampleProvider(data, { now: () => today });

const TOASTS: FormToasts<Job> = {
  success: (job) => ({ title: 'Saved', description: `Job ${job.id} saved` }),
  failure: { title: 'Error', description: 'Failed to save job' },
};

type Values = Record<string, string>;

/** Renders a form controller and hands it to the test on every render. */
function renderForm(provider: DataProvider, useForm: () => RecordForm<Values, Job>) {
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
      <DataLayerProvider provider={provider}>
        <HistoryRouter history={createMemoryHistory({ initialEntries: ['/admin/jobs/new'] })}>
          <Probe />
        </HistoryRouter>
      </DataLayerProvider>
    </AppProviders>,
  );
  return latest as { form: RecordForm<Values, Job> };
}

const EMPTY: Values = { client_id: '', job_type: '', pickup_address: '', delivery_address: '', pickup_date: '', porter_count: '2' };
const NEW_JOB: Values = {
  client_id: 'CLI-001',
  job_type: 'Office Move',
  pickup_address: '1 Queen Street, London EC2A 1AA',
  delivery_address: '2 Kings Road, London SW3 4TT',
  pickup_date: '2025-09-01',
  porter_count: '3',
};
const KINDS = { client_id: 'reference', porter_count: 'number' } as const;

const jobCount = async (provider: DataProvider) => (await provider.getList('jobs', { perPage: 0 })).total;

describe('useCreateController', () => {
  it('refuses missing fields with the provider’s messages and the specification’s toast, saving nothing', async () => {
    const provider = fresh();
    const view = renderForm(provider, () => useCreateController('jobs', { initial: EMPTY, kinds: KINDS, toasts: TOASTS }));
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
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(await jobCount(provider)).toBe(980);
  });

  it('checks once per submit, in the provider', async () => {
    const provider = fresh();
    const create = jest.spyOn(provider, 'create');
    const view = renderForm(provider, () => useCreateController('jobs', { initial: EMPTY, kinds: KINDS, toasts: TOASTS }));
    await act(async () => {
      await view.form.submit();
    });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('names a problem that is not a missing field in the toast', async () => {
    const view = renderForm(fresh(), () =>
      useCreateController('jobs', { initial: { ...NEW_JOB, pickup_date: 'next week' } as Values, kinds: KINDS, toasts: TOASTS }),
    );
    await act(async () => {
      await view.form.submit();
    });
    expect(view.form.errors).toEqual({ pickup_date: 'Pickup Date must be a date' });
    expect(await screen.findByText('Pickup Date must be a date')).toBeInTheDocument();
  });

  it('clears a field’s message once the user changes that field', async () => {
    const view = renderForm(fresh(), () => useCreateController('jobs', { initial: EMPTY, kinds: KINDS, toasts: TOASTS }));
    await act(async () => {
      await view.form.submit();
    });
    act(() => view.form.setValue('pickup_address', '1 Test Street'));
    expect(view.form.errors.pickup_address).toBeUndefined();
    expect(view.form.errors.delivery_address).toBe('Delivery Address is required');
    expect(screen.getByText('idle dirty')).toBeInTheDocument();
  });

  it('sends typed input, is busy while it waits, and shows the success toast', async () => {
    const provider = fresh();
    const create = jest.spyOn(provider, 'create');
    const view = renderForm(provider, () => useCreateController('jobs', { initial: NEW_JOB, kinds: KINDS, toasts: TOASTS, delayMs: 50 }));
    let pending: Promise<Job | undefined> = Promise.resolve(undefined);
    await act(async () => {
      pending = view.form.submit();
    });
    expect(screen.getByText('busy clean')).toBeInTheDocument();
    let saved: Job | undefined;
    await act(async () => {
      saved = await pending;
    });
    expect(create).toHaveBeenCalledWith('jobs', { data: { ...NEW_JOB, porter_count: 3 } });
    expect(saved).toMatchObject({ client_id: 'CLI-001', job_type: 'Office Move', pickup_date: '2025-09-01', porter_count: 3 });
    expect(await screen.findByText(`Job ${saved!.id} saved`)).toBeInTheDocument();
    expect(screen.getByText('idle clean')).toBeInTheDocument();
  });

  it('shows the failure toast, keeping what was typed, when the provider cannot be reached', async () => {
    const provider = fresh();
    jest.spyOn(provider, 'create').mockRejectedValueOnce(new UnavailableError());
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderForm(provider, () => useCreateController('jobs', { initial: NEW_JOB, kinds: KINDS, toasts: TOASTS }));
    await act(async () => {
      await view.form.submit();
    });
    expect(await screen.findByText('Failed to save job')).toBeInTheDocument();
    expect(view.form.values).toMatchObject({ pickup_address: NEW_JOB.pickup_address });
    expect(view.form.busy).toBe(false);
    expect(await jobCount(provider)).toBe(980);
    error.mockRestore();
  });

  it('shows the provider’s refusal of a reference under its field', async () => {
    const view = renderForm(fresh(), () =>
      useCreateController('jobs', { initial: { ...NEW_JOB, client_id: 'CLI-999' } as Values, kinds: KINDS, toasts: TOASTS }),
    );
    await act(async () => {
      await view.form.submit();
    });
    expect(view.form.errors).toEqual({ client_id: 'Client "CLI-999" does not exist' });
  });
});

describe('useEditController', () => {
  it('saves only the fields the user changed: an 8-porter job keeps its 8 porters', async () => {
    const provider = fresh();
    const [first] = (await provider.getList('jobs', { perPage: 1 })).data;
    const { data: job } = await provider.update('jobs', { id: first.id, data: { porter_count: 8 } });
    const update = jest.spyOn(provider, 'update');
    const initial: Values = {
      porter_count: String(job.porter_count),
      special_requirements: job.special_requirements,
      pickup_address: job.pickup_address,
    };
    const view = renderForm(provider, () => useEditController('jobs', job, { initial, kinds: KINDS, toasts: TOASTS }));
    act(() => view.form.setValue('special_requirements', 'Two flights of stairs'));
    await act(async () => {
      await view.form.submit();
    });
    expect(update).toHaveBeenCalledWith('jobs', {
      id: job.id,
      data: { special_requirements: 'Two flights of stairs' },
      version: undefined,
    });
    expect(await provider.getOne('jobs', { id: job.id })).toMatchObject({ porter_count: 8, special_requirements: 'Two flights of stairs' });
    await waitFor(() => expect(view.form.dirty).toBe(false));
  });

  it('checks a cleared required field and saves nothing', async () => {
    const provider = fresh();
    const [job] = (await provider.getList('jobs', { perPage: 1 })).data;
    const view = renderForm(provider, () =>
      useEditController('jobs', job, { initial: { pickup_address: job.pickup_address } as Values, toasts: TOASTS }),
    );
    act(() => view.form.setValue('pickup_address', ' '));
    await act(async () => {
      await view.form.submit();
    });
    expect(view.form.errors).toEqual({ pickup_address: 'Pickup Address is required' });
    expect((await provider.getOne('jobs', { id: job.id })).pickup_address).toBe(job.pickup_address);
  });

  it('says the record changed meanwhile, keeping what was typed', async () => {
    const provider = fresh();
    const [job] = (await provider.getList('jobs', { perPage: 1 })).data;
    jest.spyOn(provider, 'update').mockRejectedValueOnce(new ConflictError('jobs', job.id));
    const view = renderForm(provider, () => useEditController('jobs', job, { initial: { notes: '' } as Values, toasts: TOASTS }));
    act(() => view.form.setValue('notes', 'Ring ahead'));
    await act(async () => {
      await view.form.submit();
    });
    expect(await screen.findByText('This record was changed')).toBeInTheDocument();
    expect(view.form.values.notes).toBe('Ring ahead');
    expect(view.form.dirty).toBe(true);
  });

  it('sends the version it was read at, then the version it saved', async () => {
    const provider = fresh();
    const [job] = (await provider.getList('jobs', { perPage: 1 })).data;
    const update = jest.spyOn(provider, 'update').mockImplementation(async (_resource, { id, version }) => ({
      data: { ...job, id, version: (version ?? 0) + 1 } as never,
      changed: ['jobs'],
    }));
    const view = renderForm(provider, () =>
      useEditController('jobs', { id: job.id, version: 7 }, { initial: { notes: '' } as Values, toasts: TOASTS }),
    );
    act(() => view.form.setValue('notes', 'Ring ahead'));
    await act(async () => {
      await view.form.submit();
    });
    act(() => view.form.setValue('notes', 'Ring ahead twice'));
    await act(async () => {
      await view.form.submit();
    });
    expect(update.mock.calls.map(([, params]) => params.version)).toEqual([7, 8]);
  });
});
