import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type DataProvider, UnavailableError, ValidationError } from 'shared-contracts/contract';
import { toIsoDate } from 'shared-contracts/domain';
import { freshProvider, renderScreen, SAMPLE_SIZES } from 'shared-contracts/testing';

import VehicleRegisterPage from './VehicleRegisterPage';

jest.setTimeout(30_000);

const renderRegister = (provider: DataProvider = freshProvider()) =>
  renderScreen(<VehicleRegisterPage />, { path: '/admin/vehicles/new', url: '/admin/vehicles/new', provider });
const fleetSize = async (provider: DataProvider) => (await provider.getList('vehicles', { perPage: 0 })).total;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

async function fillRequired(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Registration: 'zvx-555',
    Make: 'Ford',
    Model: 'Transit Custom',
    Year: '2024',
    VIN: 'wf0xxxttgxpa12345',
    'MOT Expiry': '2027-08-01',
    'Insurance Expiry': '2027-03-01',
    'Service Due': '2027-01-01',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (!value) continue;
    // Text is pasted (quicker than typing each key); a date input takes its value typed.
    if (field(label).getAttribute('type') === 'date') await user.type(field(label), value);
    else {
      await user.click(field(label));
      await user.paste(value);
    }
  }
}

describe('VehicleRegisterPage', () => {
  it('starts with the defaults: van, 1000 kg, 8 m³, diesel, Euro 6, mileage 0', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Register New Vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vehicle Type' })).toHaveTextContent('Van');
    expect(field('Weight Capacity (kg)')).toHaveValue(1000);
    expect(field('Volume Capacity (m³)')).toHaveValue(8);
    expect(screen.getByRole('combobox', { name: 'Fuel Type' })).toHaveTextContent('Diesel');
    expect(screen.getByRole('combobox', { name: 'Emissions Class' })).toHaveTextContent('Euro 6');
    expect(field('Mileage')).toHaveValue(0);
  });

  it('offers the four emissions classes and marks the eight required fields', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('combobox', { name: 'Emissions Class' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Euro 6', 'Euro 5', 'Euro 4', 'Zero Emission']);
    await user.keyboard('{Escape}');
    for (const label of ['Registration', 'Make', 'Model', 'Year', 'VIN', 'MOT Expiry', 'Insurance Expiry', 'Service Due'])
      expect(field(label)).toBeRequired();
    expect(field('Mileage')).not.toBeRequired();
  });

  it('bounds year 2000 to next year, VIN to 17, and steps weight by 50 and volume by 0.1 from 0', () => {
    renderRegister();
    expect(field('Year')).toHaveAttribute('min', '2000');
    expect(field('Year')).toHaveAttribute('max', String(new Date().getFullYear() + 1));
    expect(field('VIN')).toHaveAttribute('maxlength', '17');
    expect(field('Weight Capacity (kg)')).toHaveAttribute('step', '50');
    expect(field('Weight Capacity (kg)')).toHaveAttribute('min', '0');
    expect(field('Volume Capacity (m³)')).toHaveAttribute('step', '0.1');
    expect(field('Volume Capacity (m³)')).toHaveAttribute('min', '0');
    expect(field('Mileage')).toHaveAttribute('min', '0');
  });

  it('upper-cases registration and VIN as they are typed', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(field('Registration'), 'abc-123');
    await user.type(field('VIN'), 'wf0xxxttgxpa12345');
    expect(field('Registration')).toHaveValue('ABC-123');
    expect(field('VIN')).toHaveValue('WF0XXXTTGXPA12345');
  });

  it('refuses missing fields: "Validation Error" naming the first, and "{field} is required" under each', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    // The first save of a test file also loads the provider's rules.
    expect(await screen.findByText('Validation Error', {}, { timeout: 3000 })).toBeInTheDocument();
    // In the toast and under the field.
    expect(screen.getAllByText('registration is required')).toHaveLength(2);
    for (const message of [
      'make is required',
      'model is required',
      'year is required',
      'vin is required',
      'mot expiry is required',
      'insurance expiry is required',
      'service due is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Registration')).toHaveFocus();
    expect(await fleetSize(provider)).toBe(SAMPLE_SIZES.vehicles);
    expect(location()).toBe('/admin/vehicles/new');
  });

  it('names a single missing date the specification’s way: "mot expiry is required"', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillRequired(user, { 'MOT Expiry': '' });
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('mot expiry is required')).toHaveLength(2);
    expect(field('MOT Expiry')).toHaveFocus();
  });

  it('wants the ABC-123 format: "Invalid Registration"', async () => {
    const user = userEvent.setup();
    const { provider } = renderRegister();
    await fillRequired(user, { Registration: 'AB12 CDE' });
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Invalid Registration')).toBeInTheDocument();
    expect(screen.getAllByText('Registration must be in format ABC-123')).toHaveLength(2);
    expect(await fleetSize(provider)).toBe(SAMPLE_SIZES.vehicles);
  });

  it('tells the toast from the refusal’s code, not its words: invalid_format is "Invalid Registration"', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest
      .spyOn(provider, 'create')
      .mockRejectedValueOnce(ValidationError.of('registration', 'invalid_format', 'Use three letters, a hyphen and three digits'));
    renderRegister(provider);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Invalid Registration', {}, { timeout: 3000 })).toBeInTheDocument();
    // The specification's words in the toast; the provider's under the field.
    expect(screen.getByText('Registration must be in format ABC-123')).toBeInTheDocument();
    expect(screen.getByText('Use three letters, a hyphen and three digits')).toBeInTheDocument();
  });

  it('names any other refusal of the registration under "Validation Error": one already in the fleet', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillRequired(user, { Registration: 'ZVX-101' });
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Validation Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByText('ZVX-101 is already in the fleet')).toHaveLength(2);
    expect(screen.queryByText('Invalid Registration')).not.toBeInTheDocument();
  });

  it('refuses a year before 2000', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillRequired(user, { Year: '1999' });
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('year must be at least 2000')).toHaveLength(2);
  });

  it('waits a second with a busy button, then registers the vehicle available, full, at London Depot, without a driver, serviced today', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderRegister();
    const create = jest.spyOn(provider, 'create');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    // Busy, yet focusable: a keyboard user keeps their place, and a second press registers nothing more.
    const busy = screen.getByRole('button', { name: 'Registering...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(await screen.findByText('Vehicle Registered Successfully', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Ford Transit Custom (ZVX-555) has been added to the fleet')).toBeInTheDocument();
    const vehicle = await provider.getOne('vehicles', { id: 'VEH-030' });
    expect(vehicle).toMatchObject({
      id: 'VEH-030',
      registration: 'ZVX-555',
      vin: 'WF0XXXTTGXPA12345',
      year: 2024,
      status: 'available',
      fuel_level: 100,
      location: 'London Depot',
      driver_assigned: null,
      last_service: toIsoDate(new Date()),
      vehicle_type: 'van',
      capacity_kg: 1000,
      capacity_volume: 8,
      fuel_type: 'diesel',
      emissions_class: 'Euro 6',
      mileage: 0,
      mot_expiry: '2027-08-01',
    });
    await waitFor(() => expect(location()).toBe('/admin/vehicles/VEH-030'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await fleetSize(provider)).toBe(SAMPLE_SIZES.vehicles + 1);
  });

  it('says "Registration Failed" when the provider cannot be reached, keeping everything typed', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'create').mockRejectedValueOnce(new UnavailableError());
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderRegister(provider);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Registration Failed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to register vehicle. Please try again.')).toBeInTheDocument();
    expect(field('Registration')).toHaveValue('ZVX-555');
    expect(field('Model')).toHaveValue('Transit Custom');
    expect(location()).toBe('/admin/vehicles/new');
    error.mockRestore();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister();
    await user.type(field('Make'), 'Ford');
    await user.click(screen.getByRole('link', { name: 'Back to Fleet' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/vehicles/new');
    expect(field('Make')).toHaveValue('Ford');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(location()).toBe('/admin/vehicles'));
  });
});
