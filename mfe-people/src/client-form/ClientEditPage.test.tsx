import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import ClientEditPage from './ClientEditPage';

jest.setTimeout(30_000);

const media = () => sampleData().clients.find((c) => c.client_type === 'media')!;
const renderEdit = (id = media().id, provider: DataProvider = freshProvider()) =>
  renderScreen(<ClientEditPage />, { path: '/admin/clients/:id/edit', url: `/admin/clients/${id}/edit`, provider });

describe('ClientEditPage', () => {
  it('shows the add form filled in with the client, its own type kept as a choice', async () => {
    const client = media();
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Client' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Company Name/)).toHaveValue(client.company_name);
    expect(screen.getByLabelText(/^Email/)).toHaveValue(client.email);
    expect(screen.getByLabelText('Postcode')).toHaveValue(client.postcode);
    expect(screen.getByRole('combobox', { name: /^Client Type/ })).toHaveTextContent('Media');
  });

  it('saves only what changed, says so and opens the client; a rename reaches its jobs and invoices', async () => {
    const user = userEvent.setup();
    const client = sampleData().invoices[0].client_id;
    const { provider, location } = renderEdit(client);
    const update = jest.spyOn(provider, 'update');
    const name = await screen.findByLabelText(/^Company Name/);
    await user.clear(name);
    await user.type(name, 'Renamed Studios Ltd');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe(`/admin/clients/${client}`));
    expect(update).toHaveBeenCalledWith('clients', { id: client, data: { company_name: 'Renamed Studios Ltd' }, version: undefined });
    expect(await provider.getOne('clients', { id: client })).toMatchObject({
      company_name: 'Renamed Studios Ltd',
      client_type: sampleData().clients.find((c) => c.id === client)!.client_type,
    });
    const invoices = await provider.getList('invoices', { filter: { client_id: client }, perPage: 100 });
    const jobs = await provider.getList('jobs', { filter: { client_id: client }, perPage: 1000 });
    expect(invoices.total).toBeGreaterThan(0);
    expect([...invoices.data, ...jobs.data].every((record) => record.client_name === 'Renamed Studios Ltd')).toBe(true);
    expect(await screen.findByText('Client Updated Successfully')).toBeInTheDocument();
  });

  it('validates with the same schema as add', async () => {
    const user = userEvent.setup();
    const { provider } = renderEdit();
    await user.clear(await screen.findByLabelText(/^Contact Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contact Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect((await provider.getOne('clients', { id: media().id })).contact_name).toBe(media().contact_name);
  });

  it('says "Failed to update client" when the provider refuses', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderEdit(media().id, freshProvider({ failures: { clients: ['update'] } }));
    await user.type(await screen.findByLabelText('Notes'), ' Call first.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update client')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue(`${media().notes} Call first.`);
    error.mockRestore();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { location } = renderEdit();
    await user.type(await screen.findByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Back to Client' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(location()).toBe(`/admin/clients/${media().id}`);
  });

  it('shows another tab’s save of the client field by field, and saves what the user chose from their version', async () => {
    const user = userEvent.setup();
    const client = media();
    const channel = 'client-edit-tabs';
    const alex = { email: 'administrator@zorvex-logistics.co.uk', name: 'Alex Carter', role: 'admin' } as const;
    const otherTab = freshProvider({ channel, session: () => alex, now: () => new Date(2025, 7, 21, 10, 41) });
    const { provider, location } = renderEdit(client.id, freshProvider({ channel }));
    await user.clear(await screen.findByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Ring reception first.');

    await otherTab.update('clients', { id: client.id, data: { phone: '0161 496 0777', notes: 'Gate code 4411' } });
    expect(await screen.findByText('Alex Carter saved this record at 10:41')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveValue(client.phone);
    await user.click(screen.getByRole('button', { name: 'Use theirs: Phone' }));
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('0161 496 0777');
    await user.click(screen.getByRole('button', { name: 'Keep mine: Notes' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Ring reception first.');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe(`/admin/clients/${client.id}`));
    expect(await provider.getOne('clients', { id: client.id })).toMatchObject({
      phone: '0161 496 0777',
      notes: 'Ring reception first.',
    });
  });

  it('an unknown client shows "Client Not Found"', async () => {
    renderEdit('CLI-999');
    expect(await screen.findByRole('heading', { name: 'Client Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested client could not be found.')).toBeInTheDocument();
  });

  it('offers Retry when the client cannot be read, then shows the form', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    renderEdit(media().id, provider);
    expect(await screen.findByText('This client could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Company Name/)).toHaveValue(media().company_name);
  });
});
