import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ClientRecord,
  ConflictError,
  type DataEvent,
  type DataProvider,
  type RecordOf,
  type Resource,
} from 'shared-contracts/contract';
import { createSampleProvider, useGetOne } from 'shared-contracts/data';
import { CLIENT_RECORD, labelsOf } from 'shared-contracts/records';
import { renderScreen, sampleData } from 'shared-contracts/testing';
import { useParams } from 'shared-contracts/ui';
import { FormActions, FormExits } from 'shared-contracts/ui/form';

import { bindTextFields } from './bindTextFields';
import { useFormSubmit } from './useFormSubmit';
import { useEditController } from './useRecordForm';

type Values = { company_name: string; phone: string; email: string; notes: string };
const FIELDS = ['company_name', 'phone', 'email', 'notes'] as const;
const toValues = (client: ClientRecord): Values => ({
  company_name: client.company_name,
  phone: client.phone,
  email: client.email,
  notes: client.notes,
});
const TOASTS = {
  success: (client: ClientRecord) => ({ title: 'Saved', description: `${client.company_name} saved` }),
  failure: { title: 'Error', description: 'Failed to save client' },
};
const fieldId = (field: string) => `client-${field}`;

function EditClient({ client }: { client: ClientRecord }) {
  const form = useEditController('clients', client, { initial: toValues(client), toValues, toasts: TOASTS });
  const field = bindTextFields(form, labelsOf(CLIENT_RECORD), fieldId);
  return (
    <FormExits form={form} savedTo={(saved) => `/clients/${saved.id}`} cancelTo="/clients">
      {({ onSaved, onCancel }) => <ClientFields form={form} field={field} onSaved={onSaved} onCancel={onCancel} />}
    </FormExits>
  );
}

function ClientFields({
  form,
  field,
  onSaved,
  onCancel,
}: {
  form: ReturnType<typeof useEditController<'clients', Values>>;
  field: ReturnType<typeof bindTextFields<Values, (typeof FIELDS)[number]>>;
  onSaved: (client: ClientRecord) => void;
  onCancel: () => void;
}) {
  const { formRef, submit } = useFormSubmit(form, onSaved, FIELDS, fieldId);
  return (
    <Box component="form" ref={formRef} onSubmit={submit} aria-label="Client details">
      {FIELDS.map((name) => (
        <TextField key={name} {...field(name)} />
      ))}
      <FormActions onCancel={onCancel} busy={form.busy} submitLabel="Save Changes" busyLabel="Saving..." />
    </Box>
  );
}

function EditClientPage() {
  const client = useGetOne('clients', useParams().id);
  return client.data ? <EditClient key={client.data.id} client={client.data} /> : <p>Loading...</p>;
}

/**
 * The sample data with a version on each client, as the API keeps them: an update made from an older version is refused.
 * `theySave` is someone else's save in another browser, told to subscribers as the API's stream tells it (unless `quietly`).
 */
function versionedProvider() {
  const today = new Date(2025, 7, 21, 10, 30);
  const sample = createSampleProvider(sampleData(), { now: () => today });
  const versions = new Map<string, number>();
  const listeners = new Set<(event: DataEvent) => void>();
  const versionOf = (id: string) => versions.get(id) ?? 1;
  const versioned = <T extends { id: string }>(record: T) => ({ ...record, version: versionOf(record.id) });
  const provider: DataProvider = {
    ...sample,
    getOne: async (resource, params) => versioned(await sample.getOne(resource, params)),
    async update<R extends Resource>(resource: R, params: { id: string; data: never; version?: number }) {
      if (params.version !== undefined && params.version !== versionOf(params.id)) throw new ConflictError(resource, params.id);
      const result = await sample.update(resource, params);
      versions.set(params.id, versionOf(params.id) + 1);
      return { ...result, data: versioned(result.data) as RecordOf[R] };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  async function theySave(id: string, data: Partial<Values>, { quietly = false } = {}) {
    const { changed } = await sample.update('clients', { id, data });
    versions.set(id, versionOf(id) + 1);
    if (quietly) return;
    const event: DataEvent = {
      type: 'change',
      resource: 'clients',
      action: 'update',
      records: [{ resource: 'clients', id, version: versionOf(id) }],
      changed,
      by: { name: 'Dana Price' },
      at: new Date(2025, 7, 21, 10, 41).toISOString(),
    };
    act(() => listeners.forEach((listener) => listener(event)));
  }
  return { provider, theySave };
}

// CLI-004, Kestrel Property Partners: phone 0161 496 0009, e-mail n.jones@kestrelproperty.co.uk, no notes.
async function openClient() {
  const { provider, theySave } = versionedProvider();
  const update = jest.spyOn(provider, 'update');
  const view = renderScreen(<EditClientPage />, { path: '/clients/:id/edit', url: '/clients/CLI-004/edit', provider });
  expect(await screen.findByLabelText('Phone')).toHaveValue('0161 496 0009');
  return { ...view, update, theySave, user: userEvent.setup() };
}

describe('an edit form open on a record someone else saves', () => {
  it('says who saved it and when, and which fields they changed now differ from the form, keeping what was typed', async () => {
    const { user, theySave } = await openClient();
    await user.type(screen.getByLabelText('Notes'), 'Ring reception first');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'facilities@kestrelproperty.co.uk');

    await theySave('CLI-004', { phone: '0161 496 0777', notes: 'Gate code 4411' });

    expect(await screen.findByText('Dana Price saved this record at 10:41')).toBeInTheDocument();
    expect(screen.getByText('These fields now differ from what your form holds.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/: theirs “0161 496 0777”, yours “0161 496 0009”/)).toHaveTextContent(
      'Phone: theirs “0161 496 0777”, yours “0161 496 0009”',
    );
    expect(screen.getByText(/: theirs “Gate code 4411”/)).toHaveTextContent('Notes: theirs “Gate code 4411”, yours “Ring reception first”');
    // The e-mail only this form changed is not theirs to differ on.
    expect(screen.queryByRole('button', { name: 'Use theirs: Email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('facilities@kestrelproperty.co.uk');
    expect(screen.getByLabelText('Notes')).toHaveValue('Ring reception first');
    expect(screen.getByLabelText('Phone')).toHaveValue('0161 496 0009');
  });

  it('Use theirs takes their value, Keep mine keeps the typed one, and the save is then made from their version', async () => {
    const { user, theySave, update, provider, location } = await openClient();
    await user.type(screen.getByLabelText('Notes'), 'Ring reception first');
    await theySave('CLI-004', { phone: '0161 496 0777', notes: 'Gate code 4411' });

    await user.click(await screen.findByRole('button', { name: 'Use theirs: Phone' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('0161 496 0777');
    expect(screen.getByText('Dana Price saved this record at 10:41')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep mine: Notes' }));
    expect(screen.queryByText('Dana Price saved this record at 10:41')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Ring reception first');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Kestrel Property Partners saved')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('clients', { id: 'CLI-004', data: { notes: 'Ring reception first' }, version: 2 });
    expect(await provider.getOne('clients', { id: 'CLI-004' })).toMatchObject({
      phone: '0161 496 0777',
      notes: 'Ring reception first',
      version: 3,
    });
    expect(location()).toBe('/clients/CLI-004');
  });

  it('a save made before choosing is refused as made from an older version, keeping what was typed and who saved theirs', async () => {
    const { user, theySave } = await openClient();
    await user.type(screen.getByLabelText('Notes'), 'Ring reception first');
    await theySave('CLI-004', { phone: '0161 496 0777' });
    await screen.findByText('Dana Price saved this record at 10:41');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This record was changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Ring reception first');
    // Read again after the refusal: still their save, still theirs to choose from.
    expect(await screen.findByRole('button', { name: 'Use theirs: Phone' })).toBeInTheDocument();
    expect(screen.getByText('Dana Price saved this record at 10:41')).toBeInTheDocument();
  });

  it('after a refusal no event told of, reads the record again and shows what differs', async () => {
    const { user, theySave, update } = await openClient();
    await theySave('CLI-004', { phone: '0161 496 0777' }, { quietly: true });
    await user.type(screen.getByLabelText('Notes'), 'Ring reception first');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Someone else saved this record')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep mine: Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith('clients', {
      id: 'CLI-004',
      data: { phone: '0161 496 0009', notes: 'Ring reception first' },
      version: 2,
    });
    expect(await screen.findByText('Kestrel Property Partners saved')).toBeInTheDocument();
  });

  it('says so, with nothing to choose, when their save changed nothing the form holds', async () => {
    const { user, theySave, update } = await openClient();
    await user.type(screen.getByLabelText('Notes'), 'Ring reception first');
    await theySave('CLI-004', { city: 'Salford' } as Partial<Values>);
    expect(await screen.findByText('Dana Price saved this record at 10:41')).toBeInTheDocument();
    expect(screen.getByText('Nothing you are editing differs from their version: your save will be made from it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Kestrel Property Partners saved')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('clients', { id: 'CLI-004', data: { notes: 'Ring reception first' }, version: 2 });
  });
});
