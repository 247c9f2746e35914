import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { toIsoDate } from 'shared-contracts/domain';
import { freshProvider, renderScreen, SAMPLE_SIZES } from 'shared-contracts/testing';

import WarehouseCreatePage from './WarehouseCreatePage';

jest.setTimeout(20_000);

const renderCreate = (provider: DataProvider = freshProvider()) =>
  renderScreen(<WarehouseCreatePage />, { path: '/admin/warehouses/new', url: '/admin/warehouses/new', provider });
const facilityCount = async (provider: DataProvider) => (await provider.getList('warehouses', { perPage: 0 })).total;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

async function fill(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

async function fillRequired(user: UserEvent) {
  await fill(user, 'Facility Name', 'Glasgow Fine Art Store');
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(screen.getByRole('option', { name: 'Specialist Storage' }));
  await fill(user, 'Address', '1 Clyde Street, Glasgow G1 4LH');
  await fill(user, 'Manager', 'Iona Reid');
  await fill(user, 'Capacity (m²)', '1800');
}

describe('WarehouseCreatePage', () => {
  it('shows the Add Warehouse form, operational by default', () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Warehouse' })).toBeInTheDocument();
    for (const label of ['Facility Name', 'Address', 'Manager', 'Capacity (m²)']) expect(field(label)).toBeRequired();
    expect(screen.getByRole('combobox', { name: /^Type/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Operational');
    expect(field('Occupied (m²)')).toHaveValue(0);
    expect(screen.getByRole('link', { name: 'Back to Warehouses' })).toHaveAttribute('href', '/admin/warehouses');
  });

  it('refuses missing fields: "Validation Error" and the error under each field', async () => {
    const user = userEvent.setup();
    const { provider } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    // The first save of a test file also loads the provider's rules.
    expect(await screen.findByText('Validation Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of [
      'Facility Name is required',
      'Address is required',
      'Type is required',
      'Capacity (m²) is required',
      'Manager is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Facility Name')).toHaveFocus();
    expect(await facilityCount(provider)).toBe(SAMPLE_SIZES.warehouses);
  });

  it('refuses more occupied space than capacity, naming the problem under Occupied', async () => {
    const user = userEvent.setup();
    const { provider } = renderCreate();
    await fillRequired(user);
    await fill(user, 'Occupied (m²)', '1801');
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    expect(await screen.findByText('Validation Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByText('Occupied space cannot exceed the capacity')).toHaveLength(2);
    expect(field('Occupied (m²)')).toHaveFocus();
    expect(await facilityCount(provider)).toBe(SAMPLE_SIZES.warehouses);
  });

  it('adds the facility, says so and returns to the list where it is first', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await fillRequired(user);
    await fill(user, 'Phone', '0141 496 0100');
    await fill(user, 'Staff', '6');
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    expect(await screen.findByText('Warehouse Added Successfully', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Glasgow Fine Art Store has been added to your storage facilities.')).toBeInTheDocument();
    expect(await provider.getOne('warehouses', { id: 'WH-006' })).toEqual({
      id: 'WH-006',
      name: 'Glasgow Fine Art Store',
      address: '1 Clyde Street, Glasgow G1 4LH',
      type: 'Specialist Storage',
      capacity: 1800,
      occupied: 0,
      status: 'operational',
      manager: 'Iona Reid',
      staff_count: 6,
      vehicles_based: 0,
      operating_hours: '',
      last_inspection: toIsoDate(new Date()),
      phone: '0141 496 0100',
    });
    await waitFor(() => expect(location()).toBe('/admin/warehouses'));
  });

  it('says "Failed to add warehouse" when the provider cannot be reached, keeping everything typed', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderCreate(freshProvider({ failures: { warehouses: ['create'] } }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    expect(await screen.findByText('Failed to add warehouse', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(field('Facility Name')).toHaveValue('Glasgow Fine Art Store');
    expect(location()).toBe('/admin/warehouses/new');
    error.mockRestore();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await fill(user, 'Manager', 'Iona Reid');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(location()).toBe('/admin/warehouses'));
  });
});
