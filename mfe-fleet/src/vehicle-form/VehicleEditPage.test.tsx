import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshStore, renderScreen, sampleData } from 'shared-contracts/testing';
import VehicleEditPage from './VehicleEditPage';

jest.setTimeout(20_000);

const renderEdit = (id: string, store = freshStore()) =>
  renderScreen(<VehicleEditPage />, { path: '/admin/vehicles/:vehicleId/edit', url: `/admin/vehicles/${id}/edit`, store });
/** The heading shows while loading too; the Save button only once the form is there. */
const formShown = () => screen.findByRole('button', { name: 'Save Changes' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

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
    const { store, location } = renderEdit(vehicle.id);
    await formShown();
    await user.clear(field('Mileage'));
    await user.type(field('Mileage'), '70000');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Maintenance' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Vehicle Updated Successfully')).toBeInTheDocument();
    expect(screen.getByText(`${vehicle.make} ${vehicle.model} (${vehicle.registration}) has been updated`)).toBeInTheDocument();
    const saved = await store.vehicles.get(vehicle.id);
    expect(saved).toEqual({ ...vehicle, mileage: 70000, status: 'maintenance' });
    await waitFor(() => expect(location()).toBe(`/admin/vehicles/${vehicle.id}`));
  });

  it('gives the vehicle another driver, and the driver the vehicle', async () => {
    const user = userEvent.setup();
    const free = sampleData().vehicles.find((v) => v.status === 'available')!;
    const { store } = renderEdit(free.id);
    await formShown();
    expect(screen.getByRole('combobox', { name: 'Assigned Driver' })).toHaveTextContent('No driver');
    await user.click(screen.getByRole('combobox', { name: 'Assigned Driver' }));
    await user.click(screen.getByRole('option', { name: vehicle.driver_name! }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Vehicle Updated Successfully');
    expect((await store.vehicles.get(free.id))?.driver_name).toBe(vehicle.driver_name);
    expect((await store.drivers.get(vehicle.driver_assigned!))?.current_vehicle).toBe(free.id);
    expect((await store.vehicles.get(vehicle.id))?.driver_assigned).toBeNull();
  });

  it('refuses an emptied required field, naming it', async () => {
    const user = userEvent.setup();
    const { store } = renderEdit(vehicle.id);
    await formShown();
    await user.clear(field('Make'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('make is required')).toHaveLength(2);
    expect((await store.vehicles.get(vehicle.id))?.make).toBe(vehicle.make);
  });

  it('says "Update Failed" when the store refuses, keeping the change', async () => {
    const user = userEvent.setup();
    const store = freshStore();
    jest.spyOn(store.vehicles, 'update').mockRejectedValueOnce(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderEdit(vehicle.id, store);
    await formShown();
    await user.clear(field('Location'));
    await user.type(field('Location'), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update vehicle. Please try again.')).toBeInTheDocument();
    expect(field('Location')).toHaveValue('Leeds');
    error.mockRestore();
  });

  it('shows "Vehicle Not Found" for an unknown id, with a way back to the fleet', async () => {
    renderEdit('VEH-999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested vehicle could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Fleet' })).toHaveAttribute('href', '/admin/vehicles');
  });
});
