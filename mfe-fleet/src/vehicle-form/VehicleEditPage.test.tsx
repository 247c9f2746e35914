import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, UnavailableError, type VehicleRecord } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import VehicleEditPage from './VehicleEditPage';

jest.setTimeout(20_000);

const renderEdit = (id: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<VehicleEditPage />, { path: '/admin/vehicles/:id/edit', url: `/admin/vehicles/${id}/edit`, provider });
/** The heading shows while loading too; the Save button only once the form is there. */
const formShown = () => screen.findByRole('button', { name: 'Save Changes' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
/** A vehicle as stored: its record without what the provider works out on reading it. */
const stored = ({ compliance_alerts: _alerts, alert_weight: _weight, critical_alert_count: _critical, ...vehicle }: VehicleRecord) =>
  vehicle;

describe('VehicleEditPage', () => {
  const vehicle = sampleData().vehicles.find((v) => v.driver_assigned && v.status === 'in_use')!;

  it('fills the form with the vehicle, its status, fuel, location and driver', async () => {
    renderEdit(vehicle.id);
    await formShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Vehicle' })).toBeInTheDocument();
    expect(field('Registration')).toHaveValue(vehicle.registration);
    expect(field('Make')).toHaveValue(vehicle.make);
    expect(field('Mileage')).toHaveValue(vehicle.mileage);
    expect(field('MOT Expiry')).toHaveValue(vehicle.mot_expiry);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In Use');
    expect(field('Fuel Level (%)')).toHaveValue(vehicle.fuel_level);
    expect(field('Location')).toHaveValue(vehicle.location);
    expect(screen.getByRole('combobox', { name: 'Assigned Driver' })).toHaveTextContent(vehicle.driver_name!);
  });

  it('saves only what changed, says so and returns to the vehicle', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderEdit(vehicle.id);
    const update = jest.spyOn(provider, 'update');
    await formShown();
    await user.clear(field('Mileage'));
    await user.type(field('Mileage'), '70000');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Maintenance' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Vehicle Updated Successfully', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(`${vehicle.make} ${vehicle.model} (${vehicle.registration}) has been updated`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('vehicles', {
      id: vehicle.id,
      data: { mileage: 70000, status: 'maintenance' },
      version: undefined,
    });
    expect(stored(await provider.getOne('vehicles', { id: vehicle.id }))).toEqual({ ...vehicle, mileage: 70000, status: 'maintenance' });
    await waitFor(() => expect(location()).toBe(`/admin/vehicles/${vehicle.id}`));
  });

  it('gives the vehicle another driver, and the driver the vehicle', async () => {
    const user = userEvent.setup();
    const free = sampleData().vehicles.find((v) => v.status === 'available')!;
    const { provider } = renderEdit(free.id);
    await formShown();
    expect(screen.getByRole('combobox', { name: 'Assigned Driver' })).toHaveTextContent('No driver');
    await user.click(screen.getByRole('combobox', { name: 'Assigned Driver' }));
    await user.click(screen.getByRole('option', { name: vehicle.driver_name! }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Vehicle Updated Successfully', {}, { timeout: 3000 });
    expect((await provider.getOne('vehicles', { id: free.id })).driver_name).toBe(vehicle.driver_name);
    expect((await provider.getOne('drivers', { id: vehicle.driver_assigned! })).current_vehicle).toBe(free.id);
    expect((await provider.getOne('vehicles', { id: vehicle.id })).driver_assigned).toBeNull();
  });

  it('offers the active drivers by name, and the one who drives it now even when no longer active', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    // Connor Smith drives VEH-003 but has left; Mohammed Sullivan has left too and drives nothing.
    const gone = new Set(['DRV-003', 'DRV-014']);
    const provider = createSampleProvider({ ...data, drivers: data.drivers.map((d) => (gone.has(d.id) ? { ...d, is_active: false } : d)) });
    const getList = jest.spyOn(provider, 'getList');
    renderEdit('VEH-003', provider);
    await formShown();
    expect(getList).toHaveBeenCalledWith(
      'drivers',
      { filter: { is_active: true }, sort: 'name', order: 'asc', perPage: 1000 },
      { signal: expect.any(AbortSignal) },
    );
    const choice = screen.getByRole('combobox', { name: 'Assigned Driver' });
    expect(choice).toHaveTextContent('Connor Smith');
    await user.click(choice);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'No driver',
      'Aisha Young',
      'Chloe Young',
      'Connor Cooper',
      'Connor Smith',
      'Daniel Walker',
      'Emily Ward',
      'Freya Wood',
      'Grace Davies',
      'Isla Ward',
      'Jack Johnson',
      'Jack Reid',
      'James Walker',
      'Katie Wilson',
      'Kwame Wright',
      'Laura Johnson',
      'Owen Morgan',
      'William Clarke',
    ]);
  });

  it('refuses an emptied required field, naming it', async () => {
    const user = userEvent.setup();
    const { provider } = renderEdit(vehicle.id);
    await formShown();
    await user.clear(field('Make'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByText('make is required')).toHaveLength(2);
    expect((await provider.getOne('vehicles', { id: vehicle.id })).make).toBe(vehicle.make);
  });

  it('says "Update Failed" when the provider cannot be reached, keeping the change', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'update').mockRejectedValueOnce(new UnavailableError());
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderEdit(vehicle.id, provider);
    await formShown();
    await user.clear(field('Location'));
    await user.type(field('Location'), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to update vehicle. Please try again.')).toBeInTheDocument();
    expect(field('Location')).toHaveValue('Leeds');
    error.mockRestore();
  });

  it('shows an error with Retry when the drivers cannot be read, and the form once they are', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new UnavailableError());
    renderEdit(vehicle.id, provider);
    expect(await screen.findByText('This vehicle could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await formShown()).toBeInTheDocument();
  });

  it('shows "Vehicle Not Found" for an unknown id, with a way back to the fleet', async () => {
    renderEdit('VEH-999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested vehicle could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Fleet' })).toHaveAttribute('href', '/admin/vehicles');
  });
});
