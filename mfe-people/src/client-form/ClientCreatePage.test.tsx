import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createDataStore } from 'shared-contracts/data';
import { freshStore, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';
import ClientCreatePage from './ClientCreatePage';

jest.setTimeout(30_000);

// 1_755_772_042_137 ms: its last six digits make the new id CLI042137.
const NOW = new Date(1_755_772_042_137);
const renderCreate = (store = freshStore({ now: () => NOW })) =>
  renderScreen(<ClientCreatePage />, { path: '/admin/clients/new', url: '/admin/clients/new', store });

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
      'Fine Art Gallery', 'Auction House', 'Museum', 'Corporate', 'Private Collector', 'Event Organizer', 'Retail', 'Other',
    ]);
  });

  it('refuses an empty form: "Validation Error" and the error on each required field', async () => {
    const user = userEvent.setup();
    const { store, location } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of ['Company Name is required', 'Client Type is required', 'Contact Name is required', 'Email is required', 'Phone is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Company Name/)).toHaveFocus();
    expect(store.clients.snapshot()).toHaveLength(SAMPLE_SIZES.clients);
    expect(location()).toBe('/admin/clients/new');
  });

  it('checks the e-mail, phone and website read as such', async () => {
    const user = userEvent.setup();
    renderCreate();
    await fillValidClient(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ruth at fenwick');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), 'reception');
    await user.type(screen.getByLabelText('Website'), 'fenwickarts');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Phone must be a phone number')).toBeInTheDocument();
    expect(screen.getByText('Website must be a web address (https://…)')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveFocus();
  });

  it('adds the client with a CLI id of six digits, type stored lowercase, says so and opens it', async () => {
    const user = userEvent.setup();
    const { store, location } = renderCreate();
    await fillValidClient(user);
    await fill(user, /^Website/, 'https://fenwickarts.org.uk');
    await fill(user, /^Street Address/, '12 Grey Street');
    await fill(user, /^City/, 'Newcastle');
    await fill(user, /^Postcode/, 'ne1 6ae');
    await fill(user, /^Notes/, 'Deliveries by the side door');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(location()).toBe('/admin/clients/CLI042137'));
    expect(await store.clients.get('CLI042137')).toMatchObject({
      company_name: 'Fenwick Arts Trust',
      client_type: 'fine_art_gallery',
      contact_name: 'Ruth Fenwick',
      postcode: 'NE1 6AE',
      status: 'active',
    });
    expect(await screen.findByText('Client Added Successfully')).toBeInTheDocument();
    expect(screen.getByText('Fenwick Arts Trust has been added to the client database.')).toBeInTheDocument();
  });

  it('says "Failed to add client" when the store refuses, keeping everything typed', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderCreate(createDataStore(sampleData(), { failures: { clients: ['create'] } }));
    await fillValidClient(user);
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Failed to add client')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(location()).toBe('/admin/clients/new');
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Fenwick Arts Trust');
    expect(screen.getByRole('combobox', { name: /^Client Type/ })).toHaveTextContent('Fine Art Gallery');
    error.mockRestore();
  });

  it('Cancel returns to /admin/clients at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/admin/clients');
  });
});
