import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider, renderScreen, SAMPLE_SIZES } from 'shared-contracts/testing';

import ClientCreatePage from './ClientCreatePage';

jest.setTimeout(30_000);

// 1_755_772_042_137 ms: its last six digits make the new id CLI042137.
const NOW = new Date(1_755_772_042_137);
const renderCreate = (provider: DataProvider = freshProvider({ now: () => NOW })) =>
  renderScreen(<ClientCreatePage />, { path: '/admin/clients/new', url: '/admin/clients/new', provider, now: () => NOW });
const clientCount = async (provider: DataProvider) => (await provider.getList('clients', { perPage: 0 })).total;

async function fill(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidClient(user: UserEvent) {
  await fill(user, /^Company Name/, 'Fenwick Arts Trust');
  await user.click(screen.getByRole('combobox', { name: /^Client Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Fine Art Gallery' }));
  await fill(user, /^Contact Name/, 'Ruth Fenwick');
  await fill(user, /^Email/, 'ruth@fenwickarts.org.uk');
  await fill(user, /^Phone/, '0191 498 0123');
}

describe('ClientCreatePage', () => {
  it('shows "Add New Client" in four sections, with e-mail, tel and url inputs and the eight client types', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Client' })).toBeInTheDocument();
    for (const section of ['Company Information', 'Contact Information', 'Address Information', 'Additional Notes']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    for (const label of [/^Company Name/, /^Contact Name/, /^Email/, /^Phone/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    for (const label of ['Street Address', 'City', 'Postcode', 'Notes']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Client Type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Fine Art Gallery',
      'Auction House',
      'Museum',
      'Corporate',
      'Private Collector',
      'Event Organizer',
      'Retail',
      'Other',
    ]);
  });

  it('refuses an empty form: "Validation Error" and the error on each required field', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of [
      'Company Name is required',
      'Client Type is required',
      'Contact Name is required',
      'Email is required',
      'Phone is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Company Name/)).toHaveFocus();
    expect(await clientCount(provider)).toBe(SAMPLE_SIZES.clients);
    expect(location()).toBe('/admin/clients/new');
  });

  it('checks the e-mail, phone and website read as such; the toast names the first problem', async () => {
    const user = userEvent.setup();
    renderCreate();
    await fillValidClient(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ruth at fenwick');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), 'reception');
    await user.type(screen.getByLabelText('Website'), 'fenwickarts');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    // Under the field and in the toast.
    expect(screen.getAllByText('Email must be a valid e-mail address')).toHaveLength(2);
    expect(screen.getByText('Phone must be a phone number')).toBeInTheDocument();
    expect(screen.getByText('Website must be a web address (https://…)')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveFocus();
  });

  it('adds the client with a CLI id of six digits, type stored lowercase, says so and opens it', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await fillValidClient(user);
    await fill(user, /^Website/, 'https://fenwickarts.org.uk');
    await fill(user, /^Street Address/, '12 Grey Street');
    await fill(user, /^City/, 'Newcastle');
    await fill(user, /^Postcode/, 'ne1 6ae');
    await fill(user, /^Notes/, 'Deliveries by the side door');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(location()).toBe('/admin/clients/CLI042137'));
    expect(await provider.getOne('clients', { id: 'CLI042137' })).toMatchObject({
      company_name: 'Fenwick Arts Trust',
      client_type: 'fine_art_gallery',
      contact_name: 'Ruth Fenwick',
      postcode: 'NE1 6AE',
      status: 'active',
    });
    expect(await screen.findByText('Client Added Successfully')).toBeInTheDocument();
    expect(screen.getByText('Fenwick Arts Trust has been added to the client database.')).toBeInTheDocument();
  });

  it('says "Failed to add client" when the provider refuses, keeping everything typed', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderCreate(freshProvider({ failures: { clients: ['create'] } }));
    await fillValidClient(user);
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Failed to add client')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(location()).toBe('/admin/clients/new');
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Fenwick Arts Trust');
    expect(screen.getByRole('combobox', { name: /^Client Type/ })).toHaveTextContent('Fine Art Gallery');
    error.mockRestore();
  });

  it('while adding, Add Client says "Adding...", stays focusable and a second press adds nothing more', async () => {
    const user = userEvent.setup();
    const provider = freshProvider({ now: () => NOW });
    const create = provider.create.bind(provider);
    let answer: () => void = () => {};
    const spy = jest
      .spyOn(provider, 'create')
      .mockImplementationOnce((resource, params) => new Promise((resolve) => (answer = () => resolve(create(resource, params)))) as never);
    const { location } = renderCreate(provider);
    await fillValidClient(user);
    const button = screen.getByRole('button', { name: 'Add Client' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Adding...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(location()).toBe('/admin/clients/CLI042137'));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('Cancel returns to /admin/clients at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/admin/clients');
  });
});
